/**
 * A part's lazily loaded pages (the console's, the workspace's), each named once by its module's
 * file: the part imports it through `import.meta.glob`, and the build has the frame of its address
 * ask for its chunks (scripts/prerender.mjs; docs/decisions/048).
 */

/** What `import.meta.glob` answers: each matched file's import. */
type GlobbedImports = Record<string, () => Promise<unknown>>;

/**
 * The import of `file` among `imports`: the one function for that page, which `lazyNamed` and
 * `loadLazy` share. A file the glob did not match fails as the part's code loads, not on a visit.
 */
export function globbedImport<Module>(imports: GlobbedImports, file: string): () => Promise<Module> {
  const load = imports[file];
  if (!load) throw new Error(`No page module ${file} among ${Object.keys(imports).join(", ")}`);
  return load as () => Promise<Module>;
}

/** `file` (relative to `folder`, which is from the web app's root) as the build's manifest names it. */
export const manifestModule = (folder: string, file: string): string =>
  `${folder}/${file.replace(/^\.\//, "")}`;
