import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";

/** A router fixed at `url`, for rendering the app's page there on the server. */
export function AtUrl(url: string) {
  return function RouterAtUrl({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };
}
