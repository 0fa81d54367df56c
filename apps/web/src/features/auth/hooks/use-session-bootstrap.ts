import { useSelector } from "react-redux";
import type { AppDispatch } from "../../../hooks/store";
import type { RootState } from "../../../lib/root-state";
import { authApi, useGetUserDataQuery } from "../api";
import { selectToken } from "../authSlice";

/**
 * The hook's question asked as the app starts, before its first render (start.tsx), rather than
 * from the hook once that render is done: the nav's account, and a page that waits for it, come a
 * render sooner. The hook then finds it on its way.
 */
export function askForSession(dispatch: AppDispatch, state: RootState): void {
  if (selectToken(state)) dispatch(authApi.util.prefetch("getUserData", undefined, {}));
}

/**
 * On app start, if a token is stored, fetch the user's data so `userInfo` fills in (docs/product.md#accounts).
 * Skipped for visitors; a 401 signs out through the base query. `pending` is true while the
 * first answer is on its way.
 */
export function useSessionBootstrap(): { pending: boolean } {
  const token = useSelector(selectToken);
  const { isLoading } = useGetUserDataQuery(undefined, { skip: !token });
  return { pending: Boolean(token) && isLoading };
}
