import { describe, expect, it } from "vitest";
import {
  close,
  closeAll,
  MODAL_NAMES,
  modalReducer,
  open,
  openModal,
  selectIsAnyModalOpen,
  selectIsModalOpen,
} from "./modals";

const initial = modalReducer(undefined, { type: "init" });

describe("modalSlice", () => {
  it("has one closed flag per modal of docs/product.md#routes plus the game subscription pop-up", () => {
    expect(Object.keys(initial).sort()).toEqual(
      [
        "additionalInformation",
        "changePassword",
        "forgotPassword",
        "gameSubscription",
        "getVerified",
        "login",
        "register",
        "scholarship",
        "welcome",
      ].sort(),
    );
    expect(Object.values(initial).every((flag) => flag === false)).toBe(true);
    expect(MODAL_NAMES).toHaveLength(9);
  });

  it("open and close toggle only the named flag", () => {
    const opened = modalReducer(initial, open("login"));
    expect(opened.login).toBe(true);
    expect(opened.register).toBe(false);

    const both = modalReducer(opened, openModal("register"));
    expect(both.login && both.register).toBe(true);

    const closed = modalReducer(both, close("login"));
    expect(closed.login).toBe(false);
    expect(closed.register).toBe(true);
  });

  it("closeAll closes every flag", () => {
    let state = initial;
    for (const name of MODAL_NAMES) state = modalReducer(state, open(name));
    expect(selectIsAnyModalOpen({ modals: state })).toBe(true);
    state = modalReducer(state, closeAll());
    expect(state).toEqual(initial);
    expect(selectIsAnyModalOpen({ modals: state })).toBe(false);
  });

  it("selectIsModalOpen reads one flag", () => {
    const state = { modals: modalReducer(initial, open("changePassword")) };
    expect(selectIsModalOpen(state, "changePassword")).toBe(true);
    expect(selectIsModalOpen(state, "login")).toBe(false);
  });
});
