import { useState } from "react";
import { RouterProvider } from "react-router";
import { AppProvider } from "./provider";
import { createAppRouter } from "./router";
import { store } from "./store";

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
