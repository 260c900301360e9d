import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  type IHttpConnectionOptions,
  LogLevel,
} from '@microsoft/signalr';

export interface PushedMessage {
  command: string;
  message: unknown;
}

/**
 * A real @microsoft/signalr client configured as the site configures it: WebSockets only,
 * no negotiation, the token from a factory, `x-fingerprint` in the URL.
 */
export function signalrClient(
  url: string,
  options: { WebSocket: unknown; token?: () => string; reconnectDelays?: number[] },
): { connection: HubConnection; received: PushedMessage[] } {
  const received: PushedMessage[] = [];
  const target = `${url}${url.includes('?') ? '&' : '?'}x-fingerprint=test-fingerprint`;
  // `WebSocket` is honoured at run time but missing from the option types, hence the variable.
  const connectionOptions: IHttpConnectionOptions & { WebSocket: unknown } = {
    transport: HttpTransportType.WebSockets,
    skipNegotiation: true,
    WebSocket: options.WebSocket,
    ...(options.token ? { accessTokenFactory: options.token } : {}),
  };
  const builder = new HubConnectionBuilder()
    .withUrl(target, connectionOptions)
    .configureLogging(LogLevel.None);
  if (options.reconnectDelays) builder.withAutomaticReconnect(options.reconnectDelays);
  const connection = builder.build();
  connection.on('NotifyMessage', (payload: PushedMessage) => received.push(payload));
  return { connection, received };
}

/** Polls until `check` passes (or throws its last error after `timeoutMs`). */
export async function eventually(check: () => void, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
