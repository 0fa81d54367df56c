import { createAction } from "@reduxjs/toolkit";

/**
 * The sign-out action. It is declared here, in shared code, because the API layer must be able to
 * sign the user out on a 401 without importing a feature; `features/auth` reduces it and re-exports
 * it as its own `logout`.
 */
export const logout = createAction("auth/logout");
