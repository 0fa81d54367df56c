import { messages, paths } from "@clutch/contract";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { learner } from "../../features/auth/test/learner";
import { storedSignIn } from "../../features/auth/test/stored-sign-in";
import { fakeNetwork, heldAnswer, ok } from "../../test/fake-network";
import { renderWithStore } from "../../test/render";
import { ProfileBookingsRoute } from "./profile-bookings";

const renderBookings = (token: string | null) =>
  renderWithStore(<ProfileBookingsRoute />, { path: paths.profileBookings, ...storedSignIn(token) });

describe("My Bookings' route", () => {
  it("asks for the bookings while the stored sign-in is still being checked, and only once", async () => {
    const account = heldAnswer(() => ok({ success: true, user: learner, additionalInfo: true }));
    const network = fakeNetwork({
      userData: account.handler,
      listBookings: () => ok({ success: true, data: [] }),
    });
    renderBookings("member-token");
    await waitFor(() => expect(network.queries("listBookings")).toHaveLength(1));
    expect(screen.queryByText(messages.liveSessions.noBookings)).toBeNull();

    account.open();
    expect(await screen.findByText(messages.liveSessions.noBookings)).toBeTruthy();
    expect(network.queries("listBookings")).toHaveLength(1);
  });

  it("asks a visitor to sign in, and for no bookings", async () => {
    const network = fakeNetwork({ listBookings: () => ok({ success: true, data: [] }) });
    renderBookings(null);
    expect(await screen.findByRole("heading", { name: "Please sign in" })).toBeTruthy();
    expect(network.queries("listBookings")).toHaveLength(0);
  });
});
