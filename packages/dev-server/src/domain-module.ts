import type { Hono } from 'hono';
import type { BootstrapContributor } from './cms/bootstrap';
import type { AppEnv, ServerContext } from './context';
import type { DevServerOptions } from './options';

/**
 * A domain plugged into the server (sportsbook, casino). `mount` runs once per server instance,
 * adds routes to the root app (full paths: `/sbapi/api/...`, `/api/casino/...`; the token check
 * and the faults already apply there) and returns its hooks.
 */
export interface DomainModule<Control = unknown> {
  name: string;
  mount(app: Hono<AppEnv>, ctx: ServerContext, options: DevServerOptions): MountedDomain<Control>;
}

export interface MountedDomain<Control = unknown> {
  /** Keys merged into the cms/grouped answer (casinoCategoryList, jackpotCards, …). */
  bootstrap?: BootstrapContributor;
  /** Dev endpoints the domain added under /dev/, for the GET /dev/ index: path → what it does. */
  devEndpoints?: Record<string, string>;
  /** Paths reachable without a token (pages and images loaded by iframes and <img>). */
  publicPaths?: RegExp[];
  /** Exposed as `server.domains[name]`. */
  control?: Control;
  /** Starts timers (simulators); called by startDevServer and by `server.start()`. */
  start?(): void;
  /** Stops timers; called by `server.close()`. */
  stop?(): void;
}
