import type { Plugin, ResolveModulePreloadDependenciesFn, Rolldown } from 'vite';
export declare function startChunks(
  root: string,
  modules: readonly string[],
): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
  /** The start-up modules' paths, to add to the build's entries. */
  input: string[];
  groups: Rolldown.CodeSplittingGroup[];
};
