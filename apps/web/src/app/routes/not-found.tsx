import { NotFound } from "../../components/NotFound";

/** Every path no other route matches. */
export function NotFoundRoute() {
  return <NotFound />;
}
