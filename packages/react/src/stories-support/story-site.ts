import { createMemoryStorage, defaultEnv } from '@site/core';
import { cashoutModule } from '@site/core/cashout';
import { createFullSite, type FullSite } from '@site/core/full';
import { protectionModule } from '@site/core/protection';
import type { BrandOptions } from '@site/core/shell';
import { createTestEnv, fail, ok, type RouteHandler, status } from '@site/core/testing';

export interface StorySiteOptions {
  /** Start logged in as this player. */
  player?: {
    username: string;
    balance: number;
    group?: number;
    betcoUrl?: string;
    /** The player's phone (digits with the 90 prefix) and whether it is verified. */
    phone?: string;
    smsVerified?: boolean;
  };
  /** How the login call answers: success, a server error, or never (stays loading). */
  login?: 'success' | 'error' | 'pending';
  locale?: 'tr' | 'en';
  routes?: Record<string, RouteHandler>;
  /**
   * A cached bootstrap (the `cms/grouped` data), as a returning visitor has it; `null` for a
   * first visit where a component's stories cache one by default (parameters merge deeply).
   */
  bootstrap?: Record<string, unknown> | null;
  /** Start a bootstrap load that never answers (loading) or fails (error). */
  bootstrapLoad?: 'pending' | 'error';
  /** `customer/notification`: the items, never answering, or failing. */
  notifications?: unknown[] | 'pending' | 'error';
  /** Extra stored keys (e.g. `topNotifyRead`, `popupHash`). */
  storage?: Record<string, string>;
  /** The tab's storage (sessionStorage), e.g. a `sessionEnded` notice left by the last page. */
  tabStorage?: Record<string, string>;
  /** Real timers instead of the manual test clock (for delays a story waits for). */
  realTimers?: boolean;
  /** Viewport width the layout rules see (the decorator provides it). */
  width?: number;
  /** The route the story starts on (the decorator's memory router). Default `/`. */
  path?: string;
  /** A white label's brand (name, logo, licence, copyright, providers, social links). */
  brand?: BrandOptions;
  /** Compose player protection too (`protectionModule()`, an extension). */
  protection?: boolean;
  /** Compose cash-out too (`cashoutModule()`, an extension). */
  cashout?: boolean;
}

const never = () => new Promise<Response>(() => {});

function notificationRoute(notifications: StorySiteOptions['notifications']): RouteHandler {
  if (notifications === 'pending') return never;
  if (notifications === 'error') return () => status(500);
  return () => ok(notifications ?? []);
}

/** A real core site on in-memory ports with canned answers, for stories and their tests. */
export function createStorySite(options: StorySiteOptions = {}): FullSite {
  const storage: Record<string, string> = {
    anonymousToken: '"story-anonymous"',
    ...options.storage,
  };
  if (options.locale) storage.lang = JSON.stringify(options.locale);
  if (options.bootstrap) storage.bootstrap = JSON.stringify(options.bootstrap);
  if (options.player) {
    storage.authData = JSON.stringify({
      token: 'story-player',
      username: options.player.username,
      group: options.player.group ?? 1,
      balance: options.player.balance,
      betcoUrl: options.player.betcoUrl ?? '',
      phone: options.player.phone,
      smsVerified: options.player.smsVerified ?? false,
    });
  }
  const loginAnswers: Record<NonNullable<StorySiteOptions['login']>, RouteHandler> = {
    success: () =>
      ok({ token: 'story-player', username: 'ayse.demir', balance: 1250 }, 'Hoş geldiniz!'),
    error: () => fail('Kullanıcı adı veya şifre hatalı'),
    pending: never,
  };
  const env = createTestEnv({
    storage,
    tabStorage: createMemoryStorage(options.tabStorage),
    origin: 'http://storybook.local',
    routes: {
      'GET /api/auth/token': () => ok('story-anonymous'),
      'GET /api/user/balance': () => ok({ balance: options.player?.balance ?? 0 }),
      'GET /api/auth/logout': () => ok(null),
      'POST /api/auth/login': loginAnswers[options.login ?? 'success'],
      'POST /api/customer/notification': notificationRoute(options.notifications),
      'POST /api/customer/readnotification': () => ok(null),
      'GET /api/cms/grouped':
        options.bootstrapLoad === 'error'
          ? () => status(500)
          : options.bootstrapLoad
            ? never
            : () => ok(options.bootstrap ?? {}),
      ...options.routes,
    },
  });
  const site = createFullSite({
    env: options.realTimers ? { ...env, clock: defaultEnv().clock } : env,
    ...(options.brand ? { brand: options.brand } : {}),
    extraModules: [
      ...(options.protection ? [protectionModule()] : []),
      ...(options.cashout ? [cashoutModule()] : []),
    ],
  });
  if (options.bootstrapLoad) {
    // As the site's start-up does: what this load brings arrives after the first paint.
    site.bootstrap.start();
    void site.bootstrap.refresh();
  }
  return site;
}
