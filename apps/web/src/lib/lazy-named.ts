import { type ComponentProps, type ComponentType, createElement, lazy, useState } from "react";
import { trackPageLoad } from "./page-loading";

// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound (a component of any props).
type AnyComponent = ComponentType<any>;

type Load<Module> = () => Promise<Module>;

/** A module's load under way or done. */
interface Loading {
  promise: Promise<unknown>;
  module?: unknown;
}

const loads = new WeakMap<Load<unknown>, Loading>();

/**
 * Fetches the module `load` imports, once, counted as a page load for the progress bar. Ahead of
 * the render that needs it, a page's code makes that render the page rather than its loading state
 * (the console's first render, features/console). A load that failed is tried again next time.
 */
export function loadLazy<Module>(load: Load<Module>): Promise<Module> {
  const existing = loads.get(load);
  if (existing) return existing.promise as Promise<Module>;
  const loading: Loading = {
    promise: trackPageLoad(load()).then(
      (module) => {
        loading.module = module;
        return module;
      },
      (error: unknown) => {
        loads.delete(load);
        throw error;
      },
    ),
  };
  loads.set(load, loading);
  return loading.promise as Promise<Module>;
}

/**
 * A lazily loaded component, from a module's named export: its module is fetched the first time it
 * renders, with the progress bar under the header (a navigation keeps the current page on screen
 * meanwhile). Mounted once its module is in (`loadLazy` before the render, or an earlier mount), it
 * renders at once: unlike `React.lazy` alone, it does not suspend, so the render it is part of
 * draws it rather than its fallback. Each mount keeps one of the two ways, or React would replace
 * what it drew (and its state) when the module arrived.
 */
export function lazyNamed<Name extends string, Component extends AnyComponent>(
  load: Load<Record<Name, Component>>,
  name: Name,
): ComponentType<ComponentProps<Component>> {
  const loaded = () => loads.get(load)?.module as Record<Name, Component> | undefined;
  const Lazy = lazy(async () => ({ default: (await loadLazy(load))[name] }));
  function LazyNamed(props: ComponentProps<Component>) {
    const [inAtMount] = useState(() => loaded() !== undefined);
    const module = inAtMount ? loaded() : undefined;
    return module ? createElement(module[name], props) : createElement(Lazy, props);
  }
  return LazyNamed;
}
