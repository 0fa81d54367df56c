import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { trackPageLoad } from "./page-loading";

// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound (a component of any props).
type AnyComponent = ComponentType<any>;

/**
 * `React.lazy` for a named export: the component's module is fetched the first time it renders,
 * with the progress bar under the header (a navigation keeps the current page on screen meanwhile).
 */
export function lazyNamed<Name extends string, Component extends AnyComponent>(
  load: () => Promise<Record<Name, Component>>,
  name: Name,
): LazyExoticComponent<Component> {
  return lazy(async () => ({ default: (await trackPageLoad(load()))[name] }));
}
