// Shared set-up of the sportsbook integration tests: the core against the in-process dev server.
import { createFullSite } from '@site/core/full';
import { createTestEnv } from '@site/core/testing';
import { createDevServer, type DevServer } from '@site/dev-server';

export interface SimulatorControl {
  simulator: { tick(): { id: number; odd: number; changeType: 1 | -1 }[] };
}

/**
 * A site on the dev server: REST through `server.fetch`, the hubs through its in-memory
 * WebSocket, so odds pushes travel the real path (SignalR client → site.realtime → odds).
 */
export function setupSportsbook(
  options: {
    /** Another site on the same server (a second tab, a reload). */
    server?: DevServer;
    storage?: Record<string, string>;
    /** Wraps the server's fetch (a lost answer, a slow route). */
    wrapFetch?: (fetch: DevServer['fetch']) => DevServer['fetch'];
  } = {},
) {
  const server = options.server ?? createDevServer({ seed: 1 });
  const env = createTestEnv({
    fetch: options.wrapFetch ? options.wrapFetch(server.fetch) : server.fetch,
    WebSocket: server.WebSocket,
    origin: 'http://localhost',
    ...(options.storage ? { storage: options.storage } : {}),
  });
  const site = createFullSite({ env, sportsbook: { timeZone: 'UTC' } });
  const control: SimulatorControl = server.domains.sportsbook;
  return { server, env, site, sportsbook: site.sportsbook, betSlip: site.betSlip, control };
}

export async function flush(rounds = 30): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve));
}
