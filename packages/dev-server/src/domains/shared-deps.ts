import type { Context } from 'hono';
import type { ServerContext } from '../context';
import { parseLocale } from '../http/locale';
import { NotificationKind } from '../state/notifications';

/** Identity as the sportsbook and casino modules see a caller. */
export type DomainIdentity =
  | { kind: 'player'; username: string }
  | { kind: 'anonymous'; token: string };

/**
 * The pieces of the server every domain module asks for (clock, PRNG, language, caller,
 * balance, notifications), built from the server context.
 */
export function sharedDeps(ctx: ServerContext, label: string) {
  const random = ctx.random.fork(label);
  return {
    now: () => ctx.clock.now(),
    random: () => random.next(),
    locale: (c: Context) => parseLocale(c.req.header('x-locale')),
    identify(c: Context): DomainIdentity | null {
      const token = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim();
      const caller = ctx.tokens.resolve(token);
      if (!caller) return null;
      return caller.kind === 'player'
        ? { kind: 'player', username: caller.username }
        : { kind: 'anonymous', token: caller.token };
    },
    // Stakes and wins also feed the player's loss limits and session result (protection).
    balance: {
      get: (username: string) => ctx.wallet.balance(username),
      debit: (username: string, amount: number) => {
        const taken = ctx.wallet.debit(username, amount);
        if (taken) ctx.protection.recordPlay(username, -amount);
        return taken;
      },
      credit: (username: string, amount: number) => {
        ctx.wallet.credit(username, amount);
        ctx.protection.recordPlay(username, amount);
      },
    },
    /** A reached loss limit or a running exclusion: the message and `data` of the refusal. */
    playRefusal: (username: string, locale: 'tr' | 'en') =>
      ctx.protection.playRefusal(username, locale),
    notify(
      username: string,
      kind: keyof typeof NotificationKind,
      title: { tr: string; en: string },
      note: { tr: string; en: string },
    ) {
      ctx.notifications.add(username, { type: NotificationKind[kind], title, note });
    },
  };
}
