/**
 * The parts of the SignalR JSON hub protocol the dev server speaks: text frames, each message
 * JSON followed by the record separator 0x1E.
 * https://github.com/dotnet/aspnetcore/blob/main/src/SignalR/docs/specs/HubProtocol.md
 */
export const recordSeparator = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/** The one client method the site listens to. */
export const notifyTarget = 'NotifyMessage';

export interface NotifyPayload {
  command: string;
  message: unknown;
}

export function frame(message: object): string {
  return JSON.stringify(message) + recordSeparator;
}

/** Splits a text frame into its JSON messages (a frame may hold several, or a trailing part). */
export function splitFrames(text: string): string[] {
  return text.split(recordSeparator).filter((part) => part.length > 0);
}

export const handshakeAnswer = frame({});
export const pingFrame = frame({ type: MessageType.Ping });

export function notifyFrame(payload: NotifyPayload): string {
  return frame({ type: MessageType.Invocation, target: notifyTarget, arguments: [payload] });
}

export function closeFrame(error?: string, allowReconnect = true): string {
  return frame(
    error
      ? { type: MessageType.Close, error, allowReconnect }
      : { type: MessageType.Close, allowReconnect },
  );
}

export function completionErrorFrame(invocationId: string, error: string): string {
  return frame({ type: MessageType.Completion, invocationId, error });
}

/**
 * A client value for an error text. `String(value)` throws on an object whose `toString` is
 * not callable (`{"toString": null}`), and a hostile client sends exactly that.
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value.slice(0, 100);
  if (typeof value === 'number' || typeof value === 'boolean' || value == null)
    return String(value);
  return typeof value;
}

/** Validates the client's handshake request; returns an error text when it is unacceptable. */
export function checkHandshake(json: string): string | undefined {
  let request: unknown;
  try {
    request = JSON.parse(json);
  } catch {
    return 'Handshake request is not valid JSON.';
  }
  if (typeof request !== 'object' || request === null)
    return 'Handshake request must be an object.';
  const { protocol, version } = request as { protocol?: unknown; version?: unknown };
  if (protocol !== 'json') return `The protocol '${describeValue(protocol)}' is not supported.`;
  if (version !== 1)
    return `The server does not support version ${describeValue(version)} of the 'json' protocol.`;
  return undefined;
}
