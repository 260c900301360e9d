import type { FetchPort } from '../kernel/env/ports';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/api/user/balance`. */
  path: string;
  headers: Record<string, string>;
  body: unknown;
  /** The body as sent (numbers beyond a double's precision are exact only here). */
  bodyText: string;
}

export type RouteHandler = (request: RecordedRequest) => Response | Promise<Response>;

export interface RouteFetch extends FetchPort {
  /** Every request seen, in order. */
  calls: RecordedRequest[];
  /** Sets (or replaces) the handler of `METHOD /path` (path without the query). */
  route(key: string, handler: RouteHandler): void;
}

/** `{ success: true, message, data }` as a JSON response. */
export function ok(data: unknown, message = ''): Response {
  return Response.json({ success: true, message, data });
}

/** `{ success: false, message, data: null }` as a JSON response. */
export function fail(message: string): Response {
  return Response.json({ success: false, message, data: null });
}

export function status(code: number, body: unknown = { success: false, message: '', data: null }) {
  return Response.json(body, { status: code });
}

/** A fetch answered from a route table; unknown routes answer 404. */
export function createRouteFetch(routes: Record<string, RouteHandler> = {}): RouteFetch {
  const table = new Map(Object.entries(routes));
  const calls: RecordedRequest[] = [];
  const fetchPort = async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname + url.search,
      headers: Object.fromEntries(request.headers.entries()),
      body: text ? JSON.parse(text) : undefined,
      bodyText: text,
    };
    calls.push(recorded);
    const handler = table.get(`${request.method} ${url.pathname}`);
    return handler ? handler(recorded) : status(404);
  };
  return Object.assign(fetchPort, {
    calls,
    route(key: string, handler: RouteHandler) {
      table.set(key, handler);
    },
  });
}
