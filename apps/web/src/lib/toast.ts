/**
 * Two toast areas (docs/product.md#constants): the footer's mailing-list toasts (top right, 5 s) and the general ones
 * for the rest of the site (bottom right, 2 s). Neither react-toastify nor its containers are part
 * of the start-up bundle: the first toast asks the shell's <ToastHost> to mount the containers
 * (components/Toasts.tsx) and is shown as soon as both are up.
 */
export const TOAST_CONTAINERS = { footer: "footer-toasts", general: "general-toasts" } as const;

type ToastKind = "success" | "error" | "info";
type ContainerId = (typeof TOAST_CONTAINERS)[keyof typeof TOAST_CONTAINERS];

let wanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** For <ToastHost>: whether a toast was asked for, so the containers must be mounted. */
export function toastsWanted(): boolean {
  return wanted;
}

export function subscribeToToastDemand(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the containers once both are mounted. */
export function toastContainersReady(): void {
  markReady();
}

function show(containerId: ContainerId, kind: ToastKind, message: string): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([import("react-toastify"), ready]).then(([{ toast }]) => {
    toast[kind](message, { containerId });
  });
}

function helperFor(containerId: ContainerId) {
  return {
    success: (message: string) => show(containerId, "success", message),
    error: (message: string) => show(containerId, "error", message),
    info: (message: string) => show(containerId, "info", message),
  };
}

/** Toasts of the footer's mailing-list form: top right, 5000 ms. */
export const footerToast = helperFor(TOAST_CONTAINERS.footer);

/** Toasts for the rest of the site: bottom right, 2000 ms. */
export const notify = helperFor(TOAST_CONTAINERS.general);
