import type { User } from "@clutch/contract";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { type ModalName, openModal } from "../../../lib/modals";
import { renderWithStore } from "../../../test/render";
import { authMiddleware, authReducer, setCredentials } from "../authSlice";

/**
 * Renders an account dialog with the auth slice in the store, its flag `name` open, and signed in
 * as `signedInAs` if given. The page's reload is recorded instead of done (`reloads`).
 */
export function renderDialog(
  ui: ReactElement,
  { name, signedInAs }: { name?: ModalName; signedInAs?: User } = {},
) {
  const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
  reload.mockClear();
  const view = renderWithStore(ui, {
    reducers: { auth: authReducer },
    middleware: [authMiddleware],
    actions: [
      ...(name ? [openModal(name)] : []),
      ...(signedInAs ? [setCredentials({ token: "token-1", user: signedInAs })] : []),
    ],
  });
  return { ...view, reloads: () => reload.mock.calls.length };
}
