import { LazyMotion, MotionConfig } from "motion/react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { loadMotionFeatures } from "../lib/motion";
import type { AppStore } from "./store";

type AppProviderProps = { store: AppStore; children: ReactNode };

/** Everything the app needs above the router: the Redux store and the motion runtime. */
export function AppProvider({ store, children }: AppProviderProps) {
  return (
    <Provider store={store}>
      {/* `m` components only; the DOM animation features load in the background. */}
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user">{children}</MotionConfig>
      </LazyMotion>
    </Provider>
  );
}
