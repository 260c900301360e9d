import type { KernelTextKey } from './i18n/message-keys';
import type { RealtimeModule } from './realtime/realtime';
import type { SiteKernel } from './site-kernel';

/**
 * A domain module: `install` builds its stores against the kernel and returns the properties
 * it adds to the site. `createSite({ modules })` installs every module once, in any order.
 * `TKey` is the translation keys the module can name (`textKeys` lists them) and `TCommands`
 * the payload of each push command it reads (its kernel's `realtime` is typed with them): both
 * flow into the site's type, so a site knows exactly its modules' keys and commands.
 */
export interface SiteModule<
  TName extends string = string,
  TApi extends object = object,
  TKey extends string = never,
  TCommands extends object = object,
> {
  readonly name: TName;
  /** Every translation key the module's stores and results can name (a UI needs a text for each). */
  readonly textKeys?: readonly TKey[];
  install(kernel: SiteKernel<TCommands>): InstalledModule<TApi>;
}

/**
 * Any module, whatever its keys and commands: the bound of a `modules` list (`install` is a
 * method, so a module typed for its own commands still fits).
 */
export type AnySiteModule = SiteModule<string, object, string, object>;

/** What a module adds: its site properties plus optional start-up and tear-down work. */
export interface InstalledModule<TApi extends object> {
  api: TApi;
  /** Runs inside `site.start()`, after the kernel's own start-up. */
  start?(): void | Promise<void>;
  /** Runs inside `site.dispose()`. */
  dispose?(): void | Promise<void>;
}

/** The properties a module adds to the site. */
export type ModuleApi<TModule> = TModule extends {
  install(kernel: never): InstalledModule<infer TApi>;
}
  ? TApi
  : never;

/** The translation keys a module names. */
export type ModuleTextKey<TModule> = TModule extends {
  readonly textKeys?: readonly (infer TKey extends string)[];
}
  ? TKey
  : never;

/** The push commands a module reads: payload type by command name. */
export type ModuleCommands<TModule> = TModule extends {
  install(kernel: SiteKernel<infer TCommands>): unknown;
}
  ? TCommands
  : never;

type UnionToIntersection<T> = (T extends unknown ? (value: T) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** The members of every type of a union, at once (nothing for no type). */
type Merged<T> = [T] extends [never] ? object : UnionToIntersection<T> & object;

/**
 * Every translation key a site of these modules can name: the kernel's (`errors.*`, the shared
 * `validation.*`) and each composed module's. A dictionary typed
 * `Record<SiteTextKey<typeof modules>, string>` translates exactly those: a sportsbook-only
 * site has no casino key to translate.
 */
export type SiteTextKey<TModules extends readonly AnySiteModule[] = readonly []> =
  | KernelTextKey
  | ModuleTextKey<TModules[number]>;

/** The kernel plus the properties of exactly the modules given. */
export type Site<TModules extends readonly AnySiteModule[] = readonly []> = Omit<
  SiteKernel,
  'realtime'
> & {
  /** SignalR hubs; `onCommand` types the composed modules' commands. */
  realtime: RealtimeModule<Merged<ModuleCommands<TModules[number]>>>;
  /**
   * Every translation key this site can name, once each, for a dictionary check at run time.
   * Their type is `SiteTextKey<typeof modules>`; the list is typed `string` so that a site of
   * more modules still passes where a site of fewer is expected.
   */
  textKeys: readonly string[];
} & Merged<ModuleApi<TModules[number]>>;
