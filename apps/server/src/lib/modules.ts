import type { FastifyInstance, FastifyPluginAsync } from "fastify";

/** A domain module: a plugin wrapped with `fastify-plugin`, given a `name` and its `dependencies`. */
export type Module = FastifyPluginAsync;

interface ModuleMeta {
  name?: string;
  dependencies?: string[];
}

/** What `fastify-plugin` records on the function it wraps. */
const metaOf = (module: Module): ModuleMeta =>
  ((module as unknown as Record<symbol, ModuleMeta | undefined>)[Symbol.for("plugin-meta")] ??
    {}) as ModuleMeta;

/**
 * The modules in an order where each comes after the modules it depends on; modules that do not
 * depend on each other keep their listed order. A dependency that is not a listed module must be
 * `registered` already (an infrastructure plugin). Throws on a module without a name, a name listed
 * twice, an unknown dependency and a cycle, naming the modules involved.
 */
export function orderByDependencies(modules: Module[], registered: (name: string) => boolean): Module[] {
  const byName = new Map<string, Module>();
  for (const module of modules) {
    const { name } = metaOf(module);
    // fastify-plugin makes up "<function>-auto-<n>" when it is given no name.
    if (!name || /-auto-\d+$/.test(name)) {
      throw new Error("A module must be wrapped with fastify-plugin and given a name");
    }
    if (byName.has(name)) throw new Error(`The module "${name}" is listed twice`);
    byName.set(name, module);
  }

  const ordered: Module[] = [];
  const done = new Set<string>();
  const visiting: string[] = [];
  const visit = (name: string) => {
    if (done.has(name)) return;
    if (visiting.includes(name)) {
      const cycle = [...visiting.slice(visiting.indexOf(name)), name].join(" → ");
      throw new Error(`Modules depend on each other in a cycle: ${cycle}`);
    }
    visiting.push(name);
    const module = byName.get(name) as Module;
    for (const dependency of metaOf(module).dependencies ?? []) {
      if (byName.has(dependency)) visit(dependency);
      else if (!registered(dependency)) {
        throw new Error(
          `The module "${name}" depends on "${dependency}", which is neither a listed module nor a registered plugin`,
        );
      }
    }
    visiting.pop();
    done.add(name);
    ordered.push(module);
  };
  for (const name of byName.keys()) visit(name);
  return ordered;
}

/** Registers the modules in the order their declared dependencies need (see `orderByDependencies`). */
export async function registerModules(app: FastifyInstance, modules: Module[]): Promise<void> {
  for (const module of orderByDependencies(modules, (name) => app.hasPlugin(name))) {
    await app.register(module);
  }
}
