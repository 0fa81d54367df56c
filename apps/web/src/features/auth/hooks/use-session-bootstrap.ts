import { useSelector } from "react-redux";
import { useGetUserDataQuery } from "../api";
import { selectToken } from "../authSlice";

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
