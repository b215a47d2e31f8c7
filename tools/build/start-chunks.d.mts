import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';
export declare function startChunks(modules: readonly string[]): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
};
