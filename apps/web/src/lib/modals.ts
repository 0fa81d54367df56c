import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/**
 * One open/closed flag per dialog of docs/product.md#dialogs, plus the game subscription pop-up. Shared
 * state: the auth dialogs, the game subscription pop-up and the pages and layout that open them
 * all read or set these flags (`useIsModalOpen`, `openModal`).
 */
export const MODAL_NAMES = [
  "login",
  "register",
  "forgotPassword",
  "changePassword",
  "welcome",
  "getVerified",
  "scholarship",
  "additionalInformation",
  "gameSubscription",
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

export type ModalState = Record<ModalName, boolean>;

const allClosed = (): ModalState =>
  Object.fromEntries(MODAL_NAMES.map((name) => [name, false])) as ModalState;

const modalSlice = createSlice({
  name: "modals",
  initialState: allClosed,
  reducers: {
    open(state, action: PayloadAction<ModalName>) {
      state[action.payload] = true;
    },
    close(state, action: PayloadAction<ModalName>) {
      state[action.payload] = false;
    },
    closeAll: () => allClosed(),
  },
  selectors: {
    selectIsModalOpen: (state, name: ModalName) => state[name],
    selectIsAnyModalOpen: (state) => MODAL_NAMES.some((name) => state[name]),
  },
});

export const { open, close, closeAll } = modalSlice.actions;
/** Readable aliases for call sites: `dispatch(openModal("login"))`. */
export { close as closeModal, open as openModal };
export const { selectIsModalOpen, selectIsAnyModalOpen } = modalSlice.selectors;
export const modalReducer = modalSlice.reducer;
