import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createDevServer, type DevServer } from './create-dev-server';
import { createHostCheck, refusedHostResponse } from './http/host-guard';
import { attachHubsToNodeServer } from './hubs/node-upgrade';
import type { DevServerOptions } from './options';

export interface StartDevServerOptions extends DevServerOptions {
  /** Default 8787; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

export interface RunningDevServer extends Omit<DevServer, 'close'> {
  /** e.g. http://127.0.0.1:8787 */
  url: string;
  port: number;
  host: string;
  /** Stops timers, closes hub sockets and the HTTP server. */
  close(): Promise<void>;
}

/** Listens over HTTP with the hubs on the same port, and starts the domains' timers. */
export async function startDevServer(
  options: StartDevServerOptions = {},
): Promise<RunningDevServer> {
  const host = options.host ?? '127.0.0.1';
  let publicUrl: string | undefined;
  const devServer = createDevServer(options, { publicUrl: () => publicUrl });
  const hostAllowed = createHostCheck([
    ...(options.allowedHosts ?? []),
    ...(options.siteOrigins ?? []),
    ...(options.devOrigins ?? []),
    options.publicUrl,
    host === '0.0.0.0' || host === '::' ? undefined : host.includes(':') ? `[${host}]` : host,
  ]);
  // Every request on this port, API, /dev/ and pages alike, passes the Host check first.
  const fetchChecked = (request: Request, ...rest: unknown[]) => {
    const requestHost = request.headers.get('host') ?? undefined;
    if (!hostAllowed(requestHost)) return refusedHostResponse(requestHost);
    return devServer.app.fetch(request, ...(rest as []));
  };
  const server = createAdaptorServer({ fetch: fetchChecked, hostname: host }) as Server;
  const closeHubs = attachHubsToNodeServer(server, devServer.hubs, options.log, hostAllowed);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8787, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${urlHost}:${port}`;
  publicUrl = options.publicUrl ?? url;
  devServer.start();

  return {
    ...devServer,
    url,
    port,
    host,
    close() {
      devServer.close();
      closeHubs();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      });
    },
  };
}
