import type { api } from "./api";
import type { ModalState } from "./modals";

/**
 * The shape of the store's state, for the typed hooks (`hooks/store.ts`). Shared code cannot import
 * a feature, so this module lists only the shared slices; a feature that adds a slice declares its
 * part next to the slice, with module augmentation:
 *
 *   declare module "../../lib/root-state" {
 *     interface RootState { auth: AuthState }
 *   }
 *
 * The app's store (`app/store.ts`) is checked against this interface, so the two cannot disagree.
 */
export interface RootState {
  modals: ModalState;
  api: ReturnType<typeof api.reducer>;
}
