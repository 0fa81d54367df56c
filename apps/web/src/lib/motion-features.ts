/** The animation features, in their own chunk; loaded by `loadMotionFeatures` (lib/motion.ts). */
export { domAnimation as default } from "motion/react";
