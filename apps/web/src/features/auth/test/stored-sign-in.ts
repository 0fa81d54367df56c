import { authMiddleware, authReducer, setCredentials } from "../authSlice";

/**
 * renderWithStore's options for a page under the auth slice, with `token` stored as a sign-in not
 * yet checked (the user arrives with the user data), or none.
 */
export const storedSignIn = (token: string | null = null) => ({
  reducers: { auth: authReducer },
  middleware: [authMiddleware],
  actions: token ? [setCredentials({ token })] : [],
});
