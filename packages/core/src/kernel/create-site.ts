import { KERNEL_TEXT_KEYS } from './i18n/text-keys';
import {
  createKernel,
  type KernelOptions,
  type SiteKernel,
  type StartOptions,
} from './site-kernel';
import type { AnySiteModule, InstalledModule, Site } from './site-module';

export interface SiteOptions<TModules extends readonly AnySiteModule[] = readonly AnySiteModule[]>
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
export function createSite<const TModules extends readonly AnySiteModule[] = readonly []>(
  options: SiteOptions<TModules> = {},
): Site<TModules> {
  const { modules = [] as unknown as TModules, ...kernelOptions } = options;
  const kernel = createKernel(kernelOptions);
  const names = new Set<string>();
  const installed: InstalledModule<object>[] = [];
  const apis: object[] = [];
  const textKeys = new Set<string>(KERNEL_TEXT_KEYS);
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
    for (const key of module.textKeys ?? []) textKeys.add(key);
  }
  const site: SiteKernel = Object.assign({}, kernel, ...apis, {
    textKeys: [...textKeys],
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
