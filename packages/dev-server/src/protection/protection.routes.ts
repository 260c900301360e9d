import { Hono } from 'hono';
import type { AppEnv, ServerContext } from '../context';
import { playerOf, requirePlayer } from '../http/auth';
import { fail, ok, readBody } from '../http/envelope';
import { utcStamp } from '../support/clock';
import { PERIODS, type Period } from './periods';
import { protectionText } from './protection.messages';
import {
  EXCLUSION_DURATIONS,
  type ExclusionKind,
  type LimitKind,
  REALITY_CHECK_MINUTES,
  type RealityCheckMinutes,
} from './protection-book';

/** A message already in the request's language, as the envelope helpers take it. */
const said = (message: string) => ({ tr: message, en: message });
const isPeriod = (value: unknown): value is Period => PERIODS.includes(value as Period);
const isLimitKind = (value: unknown): value is LimitKind => value === 'deposit' || value === 'loss';
const isExclusionKind = (value: unknown): value is ExclusionKind =>
  value === 'timeOut' || value === 'selfExclusion';

/**
 * Player protection (extension, not in the spec; docs/protection.md): the limits and their
 * history, the reality check interval and session summary, time-outs and self-exclusions.
 * Player-only; every change answers the whole state, so a second tab ends in the server's.
 */
export function protectionRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const book = ctx.protection;
  routes.use('/protection', requirePlayer);
  routes.use('/protection/*', requirePlayer);

  routes.get('/protection', (c) => ok(c, book.view(playerOf(c.get('caller')).username)));

  routes.post('/protection/limits', async (c) => {
    const { username } = playerOf(c.get('caller'));
    const locale = c.get('locale');
    const body = await readBody(c);
    if (!isLimitKind(body.kind) || !isPeriod(body.period))
      return fail(c, said(protectionText('invalidKind', locale)));
    const amount =
      body.amount === null ? null : typeof body.amount === 'number' ? body.amount : Number.NaN;
    const outcome = book.setLimit(username, body.kind, body.period, amount, locale);
    const state = book.view(username);
    return outcome.ok
      ? ok(c, state, said(outcome.message))
      : fail(c, said(outcome.message), {}, state);
  });

  routes.post('/protection/reality-check', async (c) => {
    const { username } = playerOf(c.get('caller'));
    const locale = c.get('locale');
    const { minutes } = await readBody(c);
    if (minutes !== null && !REALITY_CHECK_MINUTES.includes(minutes as RealityCheckMinutes))
      return fail(c, said(protectionText('invalidInterval', locale)));
    book.setRealityCheck(username, minutes as RealityCheckMinutes | null);
    const message = protectionText('realityCheckSaved', locale);
    return ok(c, book.view(username), said(message));
  });

  routes.get('/protection/session', (c) => ok(c, book.session(playerOf(c.get('caller')).username)));

  // Takes effect at once: every other session of the player ends; the caller's client logs
  // out next (its own token stays valid for that one call, so the logout is a plain one).
  routes.post('/protection/exclusion', async (c) => {
    const caller = c.get('caller');
    const { username } = playerOf(caller);
    const locale = c.get('locale');
    const body = await readBody(c);
    const duration = String(body.duration ?? '');
    if (!isExclusionKind(body.kind) || !(duration in EXCLUSION_DURATIONS[body.kind]))
      return fail(c, said(protectionText('invalidDuration', locale)));
    const outcome = book.exclude(username, body.kind, duration, locale);
    if (!outcome.ok) return fail(c, said(outcome.message));
    const ended = ctx.tokens.expire({ username, kind: 'player', except: caller.token });
    ctx.log(`protection: ${username} ${body.kind} ${duration} (${ended} sessions ended)`);
    const until = outcome.until ?? null;
    return ok(
      c,
      { kind: body.kind, until: until === null ? null : utcStamp(until) },
      said(outcome.message),
    );
  });

  return routes;
}
