import type { FeatureBundle } from "motion/react";

let ready = false;
let loading: Promise<FeatureBundle> | undefined;

const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "wheel", "scroll"] as const;

/**
 * Resolves on the visitor's first interaction. No animation plays before one (the first page shows
 * without a transition), so the animation code need not compete with the first page load for the
 * network and the main thread.
 */
function firstInteraction(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

/**
 * For <LazyMotion features={loadMotionFeatures}>: the animation code arrives after the first
 * interaction, keeping it out of the start-up path. Called once at start-up (start.tsx) so the first
 * interaction is caught.
 */
export function loadMotionFeatures(): Promise<FeatureBundle> {
  // Once: every dialog's <LazyMotion> asks, and the first interaction may be long past by then.
  loading ??= firstInteraction()
    .then(() => import("./motion-features"))
    .then((module) => {
      ready = true;
      return module.default;
    });
  return loading;
}

/**
 * Whether animations can run. Until they can (first paint, no interaction yet, or the chunk failed to
 * load), animated elements must start in their final state, or they would stay invisible.
 */
export function motionFeaturesReady(): boolean {
  return ready;
}
