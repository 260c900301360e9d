// Test double for the SignalR tests. Its statics are shared: reset them after each test.

export const RS = '\u001e';
// Every delivery on the microtask queue, like a socket; fake timers leave microtasks alone.
const later = (task: () => void) => {
  Promise.resolve().then(task);
};

/** A browser-like WebSocket the test scripts: it answers the handshake and can be cut. */
export class ScriptedSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static opened: ScriptedSocket[] = [];
  static refuse = false;

  readonly url: string;
  readonly headers: Record<string, string>;
  readyState = ScriptedSocket.CONNECTING;
  binaryType = 'blob';
  sent: string[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;

  constructor(url: string, _protocols?: unknown, init?: { headers?: Record<string, string> }) {
    this.url = url;
    this.headers = init?.headers ?? {};
    ScriptedSocket.opened.push(this);
    later(() => {
      if (ScriptedSocket.refuse) {
        this.onerror?.({ type: 'error' });
        this.finish(1006, false);
        return;
      }
      this.readyState = ScriptedSocket.OPEN;
      this.onopen?.({ type: 'open' });
    });
  }

  send(data: string) {
    this.sent.push(data);
    if (data.includes('"protocol"')) later(() => this.receive(`{}${RS}`));
  }

  receive(text: string) {
    if (this.readyState === ScriptedSocket.OPEN) this.onmessage?.({ data: text });
  }

  close(code = 1000) {
    later(() => this.finish(code, true));
  }

  /** The network drops the connection (no close handshake). */
  cut() {
    later(() => this.finish(1006, false));
  }

  private finish(code: number, wasClean: boolean) {
    if (this.readyState === ScriptedSocket.CLOSED) return;
    this.readyState = ScriptedSocket.CLOSED;
    this.onclose?.({ code, reason: '', wasClean });
  }
}
