import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Artwork } from "./Artwork";

const UPLOADED = "/uploads/images/4f2a9c-960.webp";

describe("Artwork", () => {
  it("offers an uploaded image's stored widths up to the one it keeps, with the sizes it is shown at", () => {
    render(<Artwork src={UPLOADED} alt="Header" sizes="(min-width: 1024px) 50vw, 100vw" />);
    const image = screen.getByRole("img", { name: "Header" });
    expect(image.getAttribute("src")).toBe(UPLOADED);
    expect(image.getAttribute("srcset")).toBe(
      "/uploads/images/4f2a9c-320.webp 320w, /uploads/images/4f2a9c-640.webp 640w, /uploads/images/4f2a9c-960.webp 960w",
    );
    expect(image.getAttribute("sizes")).toBe("(min-width: 1024px) 50vw, 100vw");
  });

  it("offers the demo artwork's widths the same way, up to the width its name gives", () => {
    render(<Artwork src="/media/games/valorant/header-1280.webp" alt="Demo header" />);
    expect(screen.getByRole("img", { name: "Demo header" }).getAttribute("srcset")).toBe(
      [320, 640, 960, 1280].map((width) => `/media/games/valorant/header-${width}.webp ${width}w`).join(", "),
    );
  });

  it("gives any other image (a single file, a number that is part of a name, an https one) no srcset", () => {
    render(<Artwork src="/media/games/valorant/header.webp" alt="Demo" />);
    render(<Artwork src="/media/avatars/avatar-3.webp" alt="Avatar" />);
    render(<Artwork src="https://cdn.example.com/header.jpg" alt="External" />);
    for (const name of ["Demo", "Avatar", "External"]) {
      const image = screen.getByRole("img", { name });
      expect(image.hasAttribute("srcset"), name).toBe(false);
      expect(image.hasAttribute("sizes"), name).toBe(false);
    }
  });

  it("shows the placeholder instead of a broken image", () => {
    render(<Artwork src={UPLOADED} alt="Broken" />);
    fireEvent.error(screen.getByRole("img", { name: "Broken" }));
    expect(screen.getByRole("img", { name: "Broken" }).tagName).toBe("DIV");
  });
});
