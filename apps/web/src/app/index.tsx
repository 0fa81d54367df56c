import { useState } from "react";
import { RouterProvider } from "react-router";
import { AppProvider } from "./provider";
import { type AppRouter, createAppRouter } from "./router";
import { store } from "./store";

type AppProps = {
  /** main.tsx creates the router first, so the first render can wait for the page's code. */
  router?: AppRouter;
};

export function App({ router: given }: AppProps) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
