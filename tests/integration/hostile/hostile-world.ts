// Shared set-up of the hostile-input and fault suites: a site on the in-process dev server,
// with every request the site sends recorded.
import type { Toast } from '@site/core';
import { createFullSite, type FullSite } from '@site/core/full';
import { createTestEnv, type TestEnv } from '@site/core/testing';
import { createDevServer, type DevServer, type DevServerOptions } from '@site/dev-server';

export interface HostileWorld {
  server: DevServer;
  env: TestEnv;
  site: FullSite;
  toasts: Toast[];
  /** Requests the site sent, as `METHOD /path` without the query. */
  sent: string[];
  count(route: string): number;
}

export function hostileWorld(
  options: { storage?: Record<string, string>; server?: DevServerOptions } = {},
): HostileWorld {
  const server = createDevServer({ seed: 1, ...options.server });
  const sent: string[] = [];
  const fetch: typeof server.fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    return server.fetch(request);
  };
  const env = createTestEnv({
    fetch,
    WebSocket: server.WebSocket,
    origin: 'http://localhost',
    ...(options.storage ? { storage: options.storage } : {}),
  });
  const site = createFullSite({ env, sportsbook: { timeZone: 'UTC' } });
  const toasts: Toast[] = [];
  site.toasts.on('show', (toast) => toasts.push(toast));
  return {
    server,
    env,
    site,
    toasts,
    sent,
    count: (route) => sent.filter((line) => line.endsWith(route)).length,
  };
}

export async function flush(rounds = 30): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve));
}
