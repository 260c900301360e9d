import type { HttpResponse, IHttpConnectionOptions } from '@microsoft/signalr';
import type { HubClient, HubClientFactory } from './hub-client';

/**
 * The real client. `@microsoft/signalr` is imported here and only here, dynamically, so it
 * is loaded at the first login and the initial bundle does not pay for it (keep it that way:
 * `realtime.lazy.test.ts` fails on any static import).
 */
export const createSignalrClient: HubClientFactory = async (config) => {
  const signalr = await import('@microsoft/signalr');

  // Negotiation is skipped, so the hub needs no HTTP at all. Giving SignalR a client that
  // refuses also stops it from building its Node fetch and cookie jar through `require`,
  // which fails in an ESM bundle (as its `ws` fallback does, hence the WebSocket port).
  class NoHttpClient extends signalr.HttpClient {
    override send(): Promise<HttpResponse> {
      return Promise.reject(new Error('The hub connection makes no HTTP requests'));
    }
  }

  // `WebSocket` is honoured at run time but missing from SignalR's option types.
  const options: IHttpConnectionOptions & { WebSocket?: unknown } = {
    transport: signalr.HttpTransportType.WebSockets,
    skipNegotiation: true,
    accessTokenFactory: config.accessToken,
    httpClient: new NoHttpClient(),
    ...(config.WebSocket ? { WebSocket: config.WebSocket } : {}),
  };
  const connection = new signalr.HubConnectionBuilder()
    .withUrl(config.url, options)
    .withAutomaticReconnect([...config.reconnectDelays])
    .withServerTimeout(config.serverTimeoutMs)
    .withKeepAliveInterval(config.keepAliveMs)
    // Failures reach the site as link events; nothing goes to the console.
    .configureLogging(signalr.LogLevel.None)
    .build();
  return connection satisfies HubClient;
};
