import {
  createKernel,
  type KernelOptions,
  type SiteKernel,
  type StartOptions,
} from './site-kernel';
import type { InstalledModule, Site, SiteModule } from './site-module';

export interface SiteOptions<TModules extends readonly SiteModule[] = readonly SiteModule[]>
  extends KernelOptions {
  /**
   * Domain modules to compose with the kernel, e.g. `[casinoModule(), shellModule()]` from
   * `@site/core/casino` and `@site/core/shell`. Each adds its own properties to the site.
   */
  modules?: TModules;
}

/**
 * The composition root: builds the kernel and installs the given modules into it, for one user
 * context. Call it once per page (or once per request on a server); nothing here runs I/O or
 * schedules a timer until `start()` or a first subscriber.
 */
export function createSite<const TModules extends readonly SiteModule[] = readonly []>(
  options: SiteOptions<TModules> = {},
): Site<TModules> {
  const { modules = [] as unknown as TModules, ...kernelOptions } = options;
  const kernel = createKernel(kernelOptions);
  const names = new Set<string>();
  const installed: InstalledModule<object>[] = [];
  const apis: object[] = [];
  for (const module of modules) {
    if (names.has(module.name)) throw new Error(`The "${module.name}" module was given twice.`);
    names.add(module.name);
    const instance = module.install(kernel);
    for (const key of Object.keys(instance.api)) {
      if (key in kernel || apis.some((api) => key in api)) {
        throw new Error(`The "${module.name}" module adds "${key}", which the site already has.`);
      }
    }
    installed.push(instance);
    apis.push(instance.api);
  }
  const site: SiteKernel = Object.assign({}, kernel, ...apis, {
    async start(startOptions?: StartOptions) {
      await kernel.start(startOptions);
      // The modules' start-up calls go through the kernel's HTTP client: settled() sees them.
      for (const module of installed) await module.start?.();
    },
    async dispose() {
      for (const module of installed) await module.dispose?.();
      await kernel.dispose();
    },
  });
  return site as Site<TModules>;
}
