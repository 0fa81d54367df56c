import type { FeatureBundle } from "motion/react";

let ready = false;

/**
 * For <LazyMotion features={loadMotionFeatures}>: the animation code arrives after first paint,
 * keeping it out of the start-up path.
 */
export function loadMotionFeatures(): Promise<FeatureBundle> {
  return import("./motion-features").then((module) => {
    ready = true;
    return module.default;
  });
}

/**
 * Whether animations can run. Until they can (first paint, or the chunk failed to load), animated
 * elements must start in their final state, or they would stay invisible.
 */
export function motionFeaturesReady(): boolean {
  return ready;
}
