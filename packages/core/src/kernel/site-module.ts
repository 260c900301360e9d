import type { SiteKernel } from './site-kernel';

/**
 * A domain module: `install` builds its stores against the kernel and returns the properties
 * it adds to the site. `createSite({ modules })` installs every module once, in any order.
 */
export interface SiteModule<TName extends string = string, TApi extends object = object> {
  readonly name: TName;
  install(kernel: SiteKernel): InstalledModule<TApi>;
}

/** What a module adds: its site properties plus optional start-up and tear-down work. */
export interface InstalledModule<TApi extends object> {
  api: TApi;
  /** Runs inside `site.start()`, after the kernel's own start-up. */
  start?(): void | Promise<void>;
  /** Runs inside `site.dispose()`. */
  dispose?(): void | Promise<void>;
}

/** The properties a module adds to the site. */
export type ModuleApi<TModule> = TModule extends SiteModule<string, infer TApi> ? TApi : never;

type UnionToIntersection<T> = (T extends unknown ? (value: T) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** The kernel plus the properties of exactly the modules given. */
export type Site<TModules extends readonly SiteModule[] = readonly []> = SiteKernel &
  ([TModules[number]] extends [never] ? unknown : UnionToIntersection<ModuleApi<TModules[number]>>);
