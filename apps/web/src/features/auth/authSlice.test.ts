import { configureStore } from "@reduxjs/toolkit";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { api } from "../../lib/api";
import { extendCalls } from "../../lib/base-query";
import { readToken, TOKEN_STORAGE_KEY } from "../../lib/storage";
import { installMemoryStorage, type MemoryStorage } from "../../test/memory-storage";
import {
  authMiddleware,
  authReducer,
  logout,
  selectIsSignedIn,
  selectToken,
  selectUserInfo,
  setCredentials,
  setUserInfo,
} from "./authSlice";
import { displayName } from "./display-name";
import { learner } from "./test/learner";

const user = learner;

function makeStore() {
  return configureStore({
    reducer: { auth: authReducer, [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().prepend(authMiddleware).concat(api.middleware),
  });
}

describe("authSlice", () => {
  let storage: MemoryStorage;
  let restore: () => void;

  beforeEach(() => {
    ({ storage, restore } = installMemoryStorage());
  });
  afterEach(() => restore());

  it("starts with no userInfo and the token from localStorage", () => {
    storage.setItem(TOKEN_STORAGE_KEY, "stored-token");
    const state = makeStore().getState();
    expect(selectUserInfo(state)).toBeNull();
    expect(selectToken(state)).toBe("stored-token");
  });

  it("starts with a null token when none is stored", () => {
    expect(selectToken(makeStore().getState())).toBeNull();
  });

  it("setCredentials stores the token in state and under userToken", () => {
    const store = makeStore();
    store.dispatch(setCredentials({ token: "t1", user }));
    expect(selectToken(store.getState())).toBe("t1");
    expect(selectUserInfo(store.getState())).toEqual(user);
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe("t1");
  });

  it("setUserInfo fills userInfo, which is what 'signed in' means", () => {
    const store = makeStore();
    expect(selectIsSignedIn(store.getState())).toBe(false);
    store.dispatch(setUserInfo(user));
    expect(selectIsSignedIn(store.getState())).toBe(true);
  });

  it("logout clears userInfo, the token and ALL of localStorage", () => {
    storage.setItem(TOKEN_STORAGE_KEY, "t1");
    storage.setItem("somethingElse", "x");
    const store = makeStore();
    store.dispatch(setUserInfo(user));

    store.dispatch(logout());

    expect(store.getState().auth).toEqual({ userInfo: null, token: null });
    expect(storage.length).toBe(0);
  });

  it("logout first lets the parts loaded later end their sessions, while the token is still there", () => {
    storage.setItem(TOKEN_STORAGE_KEY, "t1");
    const seen: (string | null)[] = [];
    extendCalls({
      headers: () => ({}),
      settle: () => {},
      signOut: () => seen.push(readToken()),
    });
    makeStore().dispatch(logout());
    expect(seen).toEqual(["t1"]);
    expect(readToken()).toBeNull();
  });

  it("logout as a plain reducer call resets the state", () => {
    const signedIn = authReducer({ userInfo: user, token: "t1" }, { type: "noop" });
    expect(authReducer(signedIn, logout())).toEqual({ userInfo: null, token: null });
  });

  it("keeps working when localStorage is unavailable", () => {
    restore();
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, "localStorage");
    Object.defineProperty(globalThis, "localStorage", {
      configurable: true,
      get() {
        throw new Error("SecurityError");
      },
    });
    try {
      const store = makeStore();
      expect(selectToken(store.getState())).toBeNull();
      store.dispatch(setCredentials({ token: "t1" }));
      store.dispatch(logout());
      expect(selectToken(store.getState())).toBeNull();
    } finally {
      if (descriptor) Object.defineProperty(globalThis, "localStorage", descriptor);
      else Reflect.deleteProperty(globalThis, "localStorage");
      ({ storage, restore } = installMemoryStorage());
    }
  });
});

describe("displayName", () => {
  it("prefers the user's name", () => {
    expect(displayName({ name: " Aarav ", email: "a@example.com" })).toBe("Aarav");
  });

  it("falls back to the part of the e-mail before @", () => {
    expect(displayName({ name: "", email: "pro.player@example.com" })).toBe("pro.player");
  });
});
