import { Hono } from 'hono';
import type { AppEnv, ServerContext } from '../context';
import type { DevControl } from '../control';
import { parseFaultRule } from '../faults/fault-rule';
import { describeFault } from '../faults/fault-spec';
import { readHistoryRows } from '../history/history-rows';
import { readBody } from '../http/envelope';
import type { HubTarget } from '../hubs/hub.types';
import type { CodePurpose } from '../state/codes';
import type { Caller } from '../state/tokens';

/**
 * Dev-only endpoints under /dev/, mirroring `DevServer.control`: no token, never faulted,
 * English messages. Every answer uses the same `{success, message, data}` envelope.
 */
export function devRoutes(
  ctx: ServerContext,
  control: DevControl,
  extra: Record<string, string> = {},
) {
  const routes = new Hono<AppEnv>();
  const done = <T>(data: T, message = 'ok') => ({ success: true, message, data });
  const refused = (message: string) => ({ success: false, message, data: null });

  // Any thrown error (unknown player, bad fault spec) becomes a readable 400.
  routes.onError((error, c) =>
    c.json(refused(error instanceof Error ? error.message : String(error)), 400),
  );

  routes.get('/', (c) =>
    c.json(
      done({
        'GET /dev/accounts': 'players with passwords and balances',
        'GET /dev/balance?username=': 'a balance',
        'POST /dev/balance': '{username, balance, notify?}',
        'GET /dev/codes?username=&purpose=': 'SMS codes (phone, reset), newest first',
        'POST /dev/notify': '{username, type?, title, note}: store and push a notification',
        'POST /dev/expire-tokens': '{username?, kind?}: expire tokens now',
        'GET /dev/faults': 'active fault rules',
        'POST /dev/faults': '{spec} like "user/balance=latency:1500", or a rule object',
        'DELETE /dev/faults': 'clear every fault rule',
        'GET /dev/hubs': 'open hub connections',
        'POST /dev/hubs/broadcast': '{hub, command, message}',
        'POST /dev/hubs/send': '{username, command, message, hub?}',
        'POST /dev/hubs/drop': '{hub?}: cut connections without a close message',
        'GET /dev/call-requests': 'call requests stored by cms/callme',
        'GET /dev/payments?username=': 'deposits and withdrawals',
        'POST /dev/payments/settle': 'settle pending deposits and withdrawals now',
        'POST /dev/payments/:id/confirm': 'confirm an open deposit',
        'POST /dev/history':
          '{username, rounds?, bonuses?, sessions?, deposits?}: history rows with the given texts',
        'POST /dev/bootstrap':
          '{trialBonusAmount?, popupEnabled?, bumpPopup?, translations?: {key: text}}',
        'POST /dev/protection/elapse':
          "{username, hours}: run one player's protection clock ahead (cooling-off, periods, time-outs)",
        'POST /dev/protection/reset':
          '{username?}: forget protection settings (limits, exclusions)',
        ...extra,
      }),
    ),
  );

  routes.get('/accounts', (c) => c.json(done(control.accounts())));

  routes.get('/balance', (c) => {
    const username = c.req.query('username') ?? '';
    return c.json(done({ username, balance: control.getBalance(username) }));
  });

  routes.post('/balance', async (c) => {
    const body = await readBody(c);
    const balance = Number(body.balance);
    if (typeof body.username !== 'string' || !Number.isFinite(balance))
      return c.json(refused('Send {username, balance}'), 400);
    control.setBalance(body.username, balance, { notify: body.notify === true });
    return c.json(done({ username: body.username, balance: control.getBalance(body.username) }));
  });

  routes.get('/codes', (c) => {
    const purpose = c.req.query('purpose') as CodePurpose | undefined;
    const username = c.req.query('username');
    return c.json(
      done(control.codes({ ...(username ? { username } : {}), ...(purpose ? { purpose } : {}) })),
    );
  });

  routes.post('/notify', async (c) => {
    const body = await readBody(c);
    if (typeof body.username !== 'string')
      return c.json(refused('Send {username, type?, title, note}'), 400);
    const notification = control.notify(body.username, {
      type: body.type as never,
      title: typeof body.title === 'string' ? body.title : 'Bildirim',
      note: typeof body.note === 'string' ? body.note : '',
    });
    return c.json(done(notification));
  });

  routes.post('/protection/elapse', async (c) => {
    const body = await readBody(c);
    const hours = Number(body.hours);
    if (typeof body.username !== 'string' || !Number.isFinite(hours) || hours <= 0)
      return c.json(refused('needs {username, hours > 0}'), 400);
    ctx.protection.elapse(body.username, hours * 60 * 60 * 1000);
    return c.json(done(ctx.protection.view(body.username)));
  });

  routes.post('/protection/reset', async (c) => {
    const body = await readBody(c);
    ctx.protection.reset(typeof body.username === 'string' ? body.username : undefined);
    return c.json(done(null));
  });

  routes.post('/expire-tokens', async (c) => {
    const body = await readBody(c);
    const filter: { username?: string; kind?: Caller['kind'] } = {};
    if (typeof body.username === 'string') filter.username = body.username;
    if (body.kind === 'anonymous' || body.kind === 'player') filter.kind = body.kind;
    return c.json(done({ expired: control.expireTokens(filter) }));
  });

  routes.get('/faults', (c) => c.json(done(ctx.faults.list().map(describeFault))));

  routes.post('/faults', async (c) => {
    const body = await readBody(c);
    const rule = parseFaultRule(body);
    ctx.faults.set(rule);
    ctx.log(`dev: fault set ${JSON.stringify(describeFault(rule))}`);
    return c.json(done(describeFault(rule)));
  });

  routes.delete('/faults', (c) => {
    ctx.faults.clear();
    return c.json(done(null, 'faults cleared'));
  });

  routes.get('/hubs', (c) => c.json(done(ctx.hubs.connections())));

  routes.post('/hubs/broadcast', async (c) => {
    const body = await readBody(c);
    const hub = (typeof body.hub === 'string' ? body.hub : '*') as HubTarget;
    return c.json(
      done({
        delivered: ctx.hubs.broadcast(hub, String(body.command ?? ''), body.message ?? null),
      }),
    );
  });

  routes.post('/hubs/send', async (c) => {
    const body = await readBody(c);
    const hub = (typeof body.hub === 'string' ? body.hub : '*') as HubTarget;
    const delivered = ctx.hubs.sendToUser(
      String(body.username ?? ''),
      String(body.command ?? ''),
      body.message ?? null,
      hub,
    );
    return c.json(done({ delivered }));
  });

  routes.post('/hubs/drop', async (c) => {
    const body = await readBody(c);
    const hub = (typeof body.hub === 'string' ? body.hub : '*') as HubTarget;
    return c.json(done({ dropped: ctx.hubs.drop(hub) }));
  });

  routes.get('/call-requests', (c) => c.json(done(control.callRequests())));

  routes.get('/payments', (c) => c.json(done(control.transactions(c.req.query('username')))));

  routes.post('/payments/settle', (c) => c.json(done({ settled: control.settlePayments() })));

  routes.post('/payments/:id/confirm', (c) => {
    const confirmed = control.confirmDeposit(c.req.param('id'));
    return c.json(
      confirmed ? done({ confirmed }) : refused('No open deposit with that id'),
      confirmed ? 200 : 409,
    );
  });

  routes.post('/history', async (c) => {
    const body = await readBody(c);
    if (typeof body.username !== 'string')
      return c.json(refused('Send {username, rounds?, bonuses?, sessions?, deposits?}'), 400);
    control.recordHistory(body.username, readHistoryRows(body));
    return c.json(done({ username: body.username }));
  });

  routes.post('/bootstrap', async (c) => {
    const body = await readBody(c);
    const settings = control.bootstrap;
    if (typeof body.trialBonusAmount === 'number')
      settings.trialBonusAmount = body.trialBonusAmount;
    if (typeof body.popupEnabled === 'boolean') settings.popupEnabled = body.popupEnabled;
    if (body.bumpPopup === true) settings.popupRevision++;
    if (body.translations !== null && typeof body.translations === 'object') {
      for (const [key, text] of Object.entries(body.translations))
        if (typeof text === 'string') settings.translations.set(key, text);
    }
    return c.json(done({ ...settings, translations: Object.fromEntries(settings.translations) }));
  });

  return routes;
}
