import type { Locator, Page } from "playwright-core";

/**
 * A coach page's booking panel, scrolled to as a visitor does: the panel (its code and free times)
 * loads only when its section comes near the screen.
 */
export async function scrollToBookingPanel(page: Page): Promise<Locator> {
  const heading = page.getByRole("heading", { level: 2, name: "Book a live session" });
  await heading.scrollIntoViewIfNeeded();
  return page.getByTestId("booking-panel");
}
