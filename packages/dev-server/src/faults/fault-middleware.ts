import type { MiddlewareHandler } from 'hono';
import type { AppEnv, ServerContext } from '../context';
import { envelope, text, unauthorized } from '../http/envelope';
import { sleep } from '../support/clock';

/** Marks a response the in-process fetch must turn into a network error. */
export const networkFaultHeader = 'x-dev-server-fault';

/** A body that is announced as JSON but cuts off mid-object. */
export const malformedBody = '{"success":true,"message":"Tamam","data":{"bal';

/**
 * Applies the first matching HTTP fault rule before authentication, so a forced 401 or 500
 * looks exactly like the real thing to the client.
 */
export function applyHttpFaults(ctx: ServerContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const rule = ctx.faults.takeHttp(c.req.path, c.req.method);
    if (!rule) return next();
    ctx.log(`fault: ${rule.kind} on ${c.req.method} ${c.req.path}`);
    switch (rule.kind) {
      case 'latency':
        await sleep(ctx.clock, rule.ms ?? 1000);
        return next();
      case 'http500':
        return envelope(c, { success: false, message: text(c, 'serverError'), data: null }, 500);
      case 'fail':
        return envelope(c, {
          success: false,
          message: rule.message ?? text(c, 'failed'),
          data: null,
        });
      case 'malformed':
        return c.body(malformedBody, 200, { 'content-type': 'application/json; charset=utf-8' });
      case 'unauthorized':
        return unauthorized(c);
      case 'network': {
        // Over a real socket: cut the connection. In process: the fetch wrapper rejects.
        const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)
          ?.incoming;
        incoming?.socket?.destroy();
        return c.body(null, 502, { [networkFaultHeader]: 'network' });
      }
    }
  };
}
