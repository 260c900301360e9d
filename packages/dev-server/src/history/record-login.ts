import type { Context } from 'hono';
import type { AppEnv, ServerContext } from '../context';
import { describeAgent } from './activity-log';

/** The trial bonus as the bonus history names it. */
export const TRIAL_BONUS_NAME = { tr: 'Deneme bonusu', en: 'Trial bonus' };

/**
 * A login (or a register, which logs in) opens a session record with the device and the address
 * as this server sees them: the first `x-forwarded-for` hop (the demo's proxy sets it), else the
 * socket's address, else "127.0.0.1" in process.
 */
export function recordLogin(
  ctx: ServerContext,
  c: Context<AppEnv>,
  username: string,
  token: string,
): void {
  const agent = describeAgent(c.req.header('user-agent') ?? '');
  ctx.activity.login({ username, token, ...agent, ip: addressOf(c) });
}

function addressOf(c: Context<AppEnv>): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
}
