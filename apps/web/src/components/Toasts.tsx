import { useEffect } from "react";
import { ToastContainer } from "react-toastify";
import { TOAST_CONTAINERS, toastContainersReady } from "../lib/toast";

/** Alt+T focuses the newest toast (react-toastify's `hotKeys`). */
const altT = (event: KeyboardEvent) => event.altKey && event.code === "KeyT";

/**
 * Both toast areas of docs/product.md#constants, mounted once by the app shell. Loaded lazily (see lib/toast.ts):
 * react-toastify injects its own stylesheet, themed through the --toastify-* tokens in index.css.
 */
export default function Toasts() {
  // Runs after both containers have subscribed to react-toastify's store.
  useEffect(toastContainersReady, []);
  return (
    <>
      <ToastContainer
        containerId={TOAST_CONTAINERS.footer}
        position="top-right"
        autoClose={5000}
        pauseOnHover
        pauseOnFocusLoss
        draggable
        draggablePercent={80}
        hotKeys={altT}
        theme="dark"
        aria-label="Mailing list notifications, Alt+T"
      />
      <ToastContainer
        containerId={TOAST_CONTAINERS.general}
        position="bottom-right"
        autoClose={2000}
        pauseOnHover
        pauseOnFocusLoss
        draggable
        draggablePercent={80}
        hotKeys={altT}
        theme="dark"
        aria-label="Notifications, Alt+T"
      />
    </>
  );
}
