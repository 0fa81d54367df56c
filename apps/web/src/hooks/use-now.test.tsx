import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useNow } from "./use-now";

const MINUTE = 60_000;

function Clock() {
  return <p>{new Date(useNow(MINUTE)).toISOString()}</p>;
}

/** Moves the clock on while React renders, before the effects run: a slow first paint. */
function SlowPaint() {
  vi.setSystemTime(Date.now() + 5 * MINUTE);
  return null;
}

describe("useNow", () => {
  it("reads the time again when its clock starts, if a tick has passed since the first render", () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"], now: Date.UTC(2026, 2, 10, 13, 0) });
    render(
      <>
        <Clock />
        <SlowPaint />
      </>,
    );
    expect(screen.getByText("2026-03-10T13:05:00.000Z")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(MINUTE);
    });
    expect(screen.getByText("2026-03-10T13:06:00.000Z")).toBeTruthy();
  });

  it("keeps the first render's time when less than a tick has passed", () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"], now: Date.UTC(2026, 2, 10, 13, 0) });
    render(<Clock />);
    expect(screen.getByText("2026-03-10T13:00:00.000Z")).toBeTruthy();
  });
});
