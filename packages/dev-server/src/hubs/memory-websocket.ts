import type { HubServer } from './hub.types';

/** Node 20 has Event and MessageEvent but no CloseEvent; this one carries the same fields. */
class BridgeCloseEvent extends Event {
  readonly code: number;
  readonly reason: string;
  readonly wasClean: boolean;
  constructor(init: { code: number; reason: string; wasClean: boolean }) {
    super('close');
    this.code = init.code;
    this.reason = init.reason;
    this.wasClean = init.wasClean;
  }
}

type Handler<E extends Event> = ((this: WebSocket, event: E) => unknown) | null;

// Every delivery is asynchronous like a real socket's, on the microtask queue (which fake
// timers leave alone, so the bridge works under fake timers too).
const later = (task: () => void) => {
  Promise.resolve().then(task);
};

/**
 * Builds a WebSocket class bound to one dev server's hubs: `new Bridge('ws://any/hub/sbnotify?
 * access_token=…')` behaves like a browser WebSocket (readyState, binaryType, send, close, the
 * on* handlers and addEventListener) without a port. The host part of the URL is ignored.
 * Like the `ws` package, a third constructor argument `{ headers }` is accepted, which is how
 * @microsoft/signalr passes the token in Node (an Authorization header).
 */
export function createMemoryWebSocketClass(hubs: HubServer): typeof WebSocket {
  class MemoryWebSocket extends EventTarget {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readonly CONNECTING = 0;
    readonly OPEN = 1;
    readonly CLOSING = 2;
    readonly CLOSED = 3;

    readonly url: string;
    readonly protocol = '';
    readonly extensions = '';
    readonly bufferedAmount = 0;
    binaryType: BinaryType = 'blob';
    readyState: number = MemoryWebSocket.CONNECTING;

    onopen: Handler<Event> = null;
    onmessage: Handler<MessageEvent> = null;
    onclose: Handler<CloseEvent> = null;
    onerror: Handler<Event> = null;

    #toServer: ((text: string) => void) | undefined;
    #serverClosed: (() => void) | undefined;

    constructor(
      url: string | URL,
      _protocols?: string | string[],
      init?: { headers?: Record<string, string> },
    ) {
      super();
      const parsed = new URL(String(url), 'ws://dev-server.local');
      this.url = parsed.href;
      const authorization = init?.headers?.Authorization ?? init?.headers?.authorization ?? null;
      later(() => this.#connect(parsed, authorization));
    }

    #connect(url: URL, authorization: string | null) {
      if (this.readyState !== MemoryWebSocket.CONNECTING) return;
      const admission = hubs.admit(url, authorization);
      if (!admission.ok) {
        this.#fire('error', new Event('error'));
        this.#finish(1006, '', false);
        return;
      }
      const handle = hubs.attach(admission.identity, {
        send: (text) => later(() => this.#deliver(text)),
        close: (code, reason = '') => later(() => this.#finish(code, reason, true)),
        abort: () => later(() => this.#finish(1006, '', false)),
      });
      this.#toServer = (text) => handle.receive(text);
      this.#serverClosed = () => handle.closed();
      this.readyState = MemoryWebSocket.OPEN;
      this.#fire('open', new Event('open'));
    }

    #deliver(text: string) {
      if (this.readyState !== MemoryWebSocket.OPEN) return;
      this.#fire('message', new MessageEvent('message', { data: text }));
    }

    #finish(code: number, reason: string, wasClean: boolean) {
      if (this.readyState === MemoryWebSocket.CLOSED) return;
      this.readyState = MemoryWebSocket.CLOSED;
      this.#serverClosed?.();
      this.#toServer = undefined;
      this.#fire('close', new BridgeCloseEvent({ code, reason, wasClean }));
    }

    #fire(type: 'open' | 'message' | 'close' | 'error', event: Event) {
      const handler = this[`on${type}`] as ((event: Event) => unknown) | null;
      handler?.call(this, event);
      this.dispatchEvent(event);
    }

    send(data: string | ArrayBufferLike | Blob | ArrayBufferView) {
      if (this.readyState === MemoryWebSocket.CONNECTING) {
        throw new DOMException(
          "Failed to execute 'send' on 'WebSocket': Still in CONNECTING state.",
          'InvalidStateError',
        );
      }
      if (this.readyState !== MemoryWebSocket.OPEN) return;
      if (typeof data !== 'string')
        throw new TypeError('The dev server hubs speak the JSON protocol: send text');
      const toServer = this.#toServer;
      later(() => toServer?.(data));
    }

    close(code = 1000, reason = '') {
      if (this.readyState === MemoryWebSocket.CLOSING || this.readyState === MemoryWebSocket.CLOSED)
        return;
      if (this.readyState === MemoryWebSocket.CONNECTING) {
        this.readyState = MemoryWebSocket.CLOSED;
        later(() =>
          this.#fire('close', new BridgeCloseEvent({ code: 1006, reason: '', wasClean: false })),
        );
        return;
      }
      this.readyState = MemoryWebSocket.CLOSING;
      later(() => this.#finish(code, reason, true));
    }
  }
  return MemoryWebSocket as unknown as typeof WebSocket;
}
