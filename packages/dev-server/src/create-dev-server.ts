import { Hono } from 'hono';
import type { BootstrapSettings } from './cms/bootstrap';
import type { AppEnv, ServerContext } from './context';
import { createControl, type DevControl } from './control';
import { type DevServerDomains, mountDomains } from './domains';
import type { FaultRule } from './faults/fault.types';
import { applyHttpFaults, networkFaultHeader } from './faults/fault-middleware';
import { createFaultRegistry } from './faults/fault-registry';
import { createActivityLog } from './history/activity-log';
import { requireToken } from './http/auth';
import { devOriginGuard } from './http/dev-origin';
import { envelope, text } from './http/envelope';
import { parseLocale } from './http/locale';
import { securityHeaders } from './http/security-headers';
import { DEFAULT_SITE_ORIGINS, siteOriginGuard } from './http/site-origin';
import type { HubServer } from './hubs/hub.types';
import { createHubServer } from './hubs/hub-server';
import { createMemoryWebSocketClass } from './hubs/memory-websocket';
import { type DevServerOptions, defaults } from './options';
import { assetRoutes } from './pages/asset.routes';
import { CHAT_WIDGET_PATH, chatWidgetRoutes } from './pages/chat-widget.routes';
import { standInRoutes } from './pages/stand-in.routes';
import { createPaymentLedger } from './payments/payment-ledger';
import { createProtectionBook } from './protection/protection-book';
import type { CallRequest } from './routes/call-request.routes';
import { devRoutes } from './routes/dev.routes';
import { createAccountStore } from './state/accounts';
import { createCodeStore } from './state/codes';
import { createNotificationCenter } from './state/notifications';
import { seedNotifications } from './state/seed-notifications';
import { createTokenStore } from './state/tokens';
import { createWallet } from './state/wallet';
import { createClock, systemTimers } from './support/clock';
import { createRandom } from './support/random';

export interface DevServer {
  /** The app's fetch: relative URLs resolve against http://localhost; a `network` fault rejects. */
  fetch(input: Request | string | URL, init?: RequestInit): Promise<Response>;
  /** The Hono app, for mounting into another server. */
  readonly app: Hono<AppEnv>;
  readonly control: DevControl;
  readonly faults: { set(rule: FaultRule): void; clear(): void; list(): FaultRule[] };
  /** broadcast / sendToUser / sendToCaller, plus the open connections and `drop`. */
  readonly hubs: HubServer;
  /** A browser-like WebSocket class connected in memory to this server's hubs. */
  readonly WebSocket: typeof WebSocket;
  /** Controls of the mounted domains: `domains.sportsbook.simulator`, `domains.casino.games`… */
  readonly domains: DevServerDomains;
  /** Internals for domain modules and advanced tests. */
  readonly context: ServerContext;
  /** Starts the domains' timers (odds simulator…); startDevServer calls it. */
  start(): void;
  /** Stops timers and closes hub connections. */
  close(): void;
}

/** Internal hook: startDevServer learns its port only after the app exists. */
export interface InternalOptions {
  publicUrl?: () => string | undefined;
}

export function createDevServer(
  options: DevServerOptions = {},
  internal: InternalOptions = {},
): DevServer {
  const seed = options.seed ?? defaults.seed;
  const random = createRandom(seed);
  const clock = createClock(options.now, options.timers ?? systemTimers);
  const log = options.log ?? (() => {});
  const faults = createFaultRegistry(random.fork('faults'), options.faults);
  const tokens = createTokenStore(clock.now, {
    anonymousMs: options.anonymousTokenTtlMs ?? defaults.anonymousTokenTtlMs,
    playerMs: options.playerTokenTtlMs ?? defaults.playerTokenTtlMs,
  });
  const hubs = createHubServer({
    tokens,
    faults,
    timers: clock,
    pingIntervalMs: options.hubPingIntervalMs ?? defaults.hubPingIntervalMs,
    log,
  });
  const accounts = createAccountStore(clock.now);
  const notifications = createNotificationCenter(clock.now, (username, notification) => {
    hubs.sendToUser(username, 'Notification', notification, 'frnotify');
  });
  const codeRandom = random.fork('codes');
  const codes = createCodeStore(clock.now, () => codeRandom.digits(6));
  const wallet = createWallet(accounts, notifications);

  const ctx: ServerContext = {
    seed,
    random,
    clock,
    log,
    accounts,
    tokens,
    codes,
    notifications,
    wallet,
    activity: createActivityLog(clock.now),
    protection: createProtectionBook(
      clock,
      (() => {
        let next = 0;
        return () => String(++next);
      })(),
    ),
    hubs,
    faults,
    publicOrigin: (c) => internal.publicUrl?.() ?? options.publicUrl ?? new URL(c.req.url).origin,
  };
  const bootstrapSettings: BootstrapSettings = {
    trialBonusAmount: options.trialBonusAmount ?? defaults.trialBonusAmount,
    popupEnabled: true,
    popupRevision: 1,
    translations: new Map(),
  };
  seedNotifications(notifications, clock.now());
  const paymentIds = random.fork('payments');
  const ledger = createPaymentLedger({
    clock,
    wallet,
    settleAfterMs: options.paymentSettleMs ?? defaults.paymentSettleMs,
    newId: () => `TX${paymentIds.digits(8)}`,
    log,
  });
  const callRequests: CallRequest[] = [];
  const control = createControl(ctx, { bootstrap: bootstrapSettings, ledger, callRequests });

  // Not strict: /dev and /dev/ (and a trailing slash on any route) are the same.
  const app = new Hono<AppEnv>({ strict: false });
  app.use('*', securityHeaders(options.siteOrigins ?? DEFAULT_SITE_ORIGINS));
  app.use('*', async (c, next) => {
    c.set('locale', parseLocale(c.req.header('x-locale')));
    return next();
  });
  // A <script> sends no bearer token: the stand-in chat widget is public.
  const publicPaths: RegExp[] = [new RegExp(`^${CHAT_WIDGET_PATH.replace(/\./g, '\\.')}$`)];
  for (const base of ['/api/*', '/sbapi/api/*']) {
    app.use(base, siteOriginGuard(ctx, options.siteOrigins, publicPaths));
    app.use(base, applyHttpFaults(ctx));
    app.use(base, requireToken(ctx, publicPaths));
  }

  // Before the domains mount: the /dev/* endpoints they add (odds, storm) are guarded too.
  app.use('/dev/*', ...devOriginGuard(ctx, options.devOrigins));
  const { controls: domains, hooks: mounted } = mountDomains(app, ctx, options, {
    bootstrap: bootstrapSettings,
    ledger,
    callRequests,
    control,
  });
  for (const domain of mounted) publicPaths.push(...(domain.publicPaths ?? []));
  app.route(
    '/dev',
    devRoutes(ctx, control, Object.assign({}, ...mounted.map((m) => m.devEndpoints ?? {}))),
  );
  app.route('/', assetRoutes());
  app.route('/', standInRoutes());
  app.route('/', chatWidgetRoutes());

  app.notFound((c) =>
    envelope(c, { success: false, message: text(c, 'notFound'), data: null }, 404),
  );
  app.onError((error, c) => {
    log(
      `error on ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return envelope(c, { success: false, message: text(c, 'serverError'), data: null }, 500);
  });

  const WebSocketBridge = createMemoryWebSocketClass(hubs);
  let started = false;

  return {
    async fetch(input, init) {
      const request =
        input instanceof Request && init === undefined
          ? input
          : new Request(resolveUrl(input), init);
      const response = await app.fetch(request);
      if (response.headers.get(networkFaultHeader))
        throw new TypeError('fetch failed (dev-server network fault)');
      return response;
    },
    app,
    control,
    faults: {
      set: (rule) => faults.set(rule),
      clear: () => faults.clear(),
      list: () => faults.list(),
    },
    hubs,
    WebSocket: WebSocketBridge,
    domains,
    context: ctx,
    start() {
      if (started) return;
      started = true;
      for (const domain of mounted) domain.start?.();
    },
    close() {
      for (const domain of mounted) domain.stop?.();
      started = false;
      hubs.close();
    },
  };
}

function resolveUrl(input: Request | string | URL): string | Request {
  if (input instanceof Request) return input;
  return new URL(String(input), 'http://localhost/').href;
}
