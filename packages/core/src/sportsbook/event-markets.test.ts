import { describe, expect, it } from 'vitest';
import { fail, ok } from '../testing';
import { createEventMarkets } from './event-markets';
import { createOddsStream } from './odds-stream';
import { feedEvent, setupSite } from './sportsbook.test-support';

const GROUPS = [
  {
    id: 'main',
    name: 'Ana Marketler',
    markets: [
      {
        id: 'winner',
        name: 'Maç Sonucu',
        odds: [
          { id: 11, name: '1', rate: 1.85 },
          { id: 12, name: 'X', rate: 3.6 },
          { id: 13, name: '2', rate: 4.2 },
        ],
      },
    ],
  },
  {
    id: 'goals',
    name: 'Goller',
    markets: [{ id: 'btts', name: 'Karşılıklı Gol', odds: [{ id: 21, name: 'Var', rate: 1.7 }] }],
  },
];

describe('event markets (match detail extension)', () => {
  it('loads the event and every market group while watched, with the event id in the query', async () => {
    const { env, site } = setupSite();
    env.routes.route('GET /sbapi/api/sportsbook/eventmarkets', () =>
      ok({ event: feedEvent({ id: 24_000_001 }), groups: GROUPS }),
    );
    const markets = createEventMarkets({ http: site.http });
    const $markets = markets.$eventMarkets(24_000_001);
    expect(env.routes.calls).toHaveLength(0);
    const stop = $markets.listen(() => {});
    await site.settled();
    expect(env.routes.calls[0]?.path).toContain('eventId=24000001');
    const state = $markets.get();
    expect(state.status).toBe('ready');
    expect(state.event).toMatchObject({ id: 24_000_001, homeName: 'Galatasaray', isLive: false });
    expect(state.groups.map((group) => group.id)).toEqual(['main', 'goals']);
    stop();
  });

  it('loads again in the new language while watched (market names are localised)', async () => {
    const { env, site } = setupSite();
    env.routes.route('GET /sbapi/api/sportsbook/eventmarkets', () =>
      ok({ event: feedEvent({ id: 5 }), groups: GROUPS }),
    );
    const markets = createEventMarkets({ http: site.http, $locale: site.i18n.$locale });
    const stop = markets.$eventMarkets(5).listen(() => {});
    await site.settled();
    site.i18n.setLocale('en');
    await site.settled();
    expect(env.routes.calls.map((call) => call.headers['x-locale'])).toEqual(['tr', 'en']);
    stop();
  });

  it('puts the loaded rates into the watched odds of the stream', async () => {
    const { env, site } = setupSite();
    env.routes.route('GET /sbapi/api/sportsbook/eventmarkets', () =>
      ok({ event: feedEvent(), groups: GROUPS }),
    );
    const odds = createOddsStream({ clock: env.clock });
    const $btts = odds.$odd(21, 1.5);
    const unwatch = $btts.listen(() => {});
    const markets = createEventMarkets({ http: site.http, syncRates: odds.syncRates });
    const stop = markets.$eventMarkets(1).listen(() => {});
    await site.settled();
    expect($btts.get().rate).toBe(1.7);
    stop();
    unwatch();
  });

  it('an unknown event or malformed answer is failed, with the server message', async () => {
    const { env, site } = setupSite();
    let answer = fail('Event not found');
    env.routes.route('GET /sbapi/api/sportsbook/eventmarkets', () => answer);
    const markets = createEventMarkets({ http: site.http });
    const $markets = markets.$eventMarkets(5);
    let stop = $markets.listen(() => {});
    await site.settled();
    expect($markets.get()).toMatchObject({ status: 'failed', message: 'Event not found' });
    stop();
    answer = ok({ event: { id: 'x' }, groups: [] });
    stop = $markets.listen(() => {});
    await site.settled();
    expect($markets.get().status).toBe('failed');
    stop();
  });
});
