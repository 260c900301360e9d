import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BetStatus, SelectionResult } from '../kernel/bets/bet.enums';
import { settleAroundHeldAnswer, setupSite } from '../sportsbook/sportsbook.test-support';
import { ok, type RecordedRequest } from '../testing';
import { league, liveEvent } from '../testing/feed-fixtures';

// The server names markets in the x-locale language, as the dev server does.
const MARKET = { tr: 'Maç Sonucu', en: 'Match Result' } as const;
const languageOf = (request: RecordedRequest) =>
  request.headers['x-locale'] === 'en' ? 'en' : 'tr';

/** The slip's answer with one odd named in the given language. */
function slipAnswer(marketName: string): Response {
  return ok({
    oddList: [
      {
        oddId: 11,
        eventName: 'Galatasaray - Trabzonspor',
        marketName,
        oddName: '1',
        rate: 1.85,
        eventId: 1,
        amount: 0,
        possibleWin: 0,
        message: null,
        isLive: false,
      },
    ],
    message: null,
    multipleBet: null,
  });
}

function emptySlip(): Response {
  return ok({ oddList: [], message: null, multipleBet: null });
}

function languageSite() {
  const { env, site } = setupSite({ loggedIn: true });
  env.routes.route('GET /sbapi/api/sportsbook/betslip', (request) =>
    slipAnswer(MARKET[languageOf(request)]),
  );
  env.routes.route('GET /sbapi/api/sportsbook/mybets', (request) =>
    ok([
      {
        betId: 7001,
        type: 1,
        status: BetStatus.Accepted,
        amount: 100,
        totalRate: 1.85,
        possibleWin: 185,
        placedAt: '2026-01-01T18:45:00.000',
        settledAt: null,
        selections: [
          {
            oddId: 11,
            eventName: 'Galatasaray - Trabzonspor',
            marketName: MARKET[languageOf(request)],
            oddName: '1',
            rate: 1.85,
            result: SelectionResult.Pending,
          },
        ],
      },
    ]),
  );
  env.routes.route('POST /api/customer/notification', (request) =>
    ok([
      {
        id: 1,
        title: languageOf(request) === 'en' ? 'Deposit confirmed' : 'Para yatırma onaylandı',
        note: '',
        type: 1,
        timeStamp: '2026-01-01T18:45:00',
        isRead: false,
      },
    ]),
  );
  const calls = (path: string) => env.routes.calls.filter((call) => call.path.endsWith(path));
  return { env, site, calls };
}

describe('a language switch without a reload: server names are fetched again (issue 23)', () => {
  afterEach(() => vi.useRealTimers());

  it('reloads the shown slip and My Bets in the new language', async () => {
    const { site, calls } = languageSite();
    const stopSlip = site.betSlip.$oddList.listen(() => {});
    const stopBets = site.betSlip.myBets.$myBets.listen(() => {});
    await site.settled();
    expect(site.betSlip.$oddList.get()[0]?.marketName).toBe('Maç Sonucu');

    site.i18n.setLocale('en');
    await site.settled();
    expect(calls('/betslip').at(-1)?.headers['x-locale']).toBe('en');
    expect(site.betSlip.$oddList.get()[0]?.marketName).toBe('Match Result');
    expect(site.betSlip.myBets.$myBets.get().bets[0]?.selections[0]?.marketName).toBe(
      'Match Result',
    );
    stopSlip();
    stopBets();
  });

  it('asks nothing in the new language until the UI has its texts, then reloads in it', async () => {
    const { site, calls } = languageSite();
    const stop = site.betSlip.$oddList.listen(() => {});
    await site.settled();
    let textsArrive = () => {};
    site.i18n.loadTextsWith((locale) =>
      locale === 'en' ? new Promise<void>((resolve) => (textsArrive = resolve)) : undefined,
    );
    const reloads = calls('/betslip').length;
    const switched = site.shell.selectLanguage('en');
    await site.settled();
    expect(calls('/betslip')).toHaveLength(reloads);
    expect(site.i18n.$locale.get()).toBe('tr');
    expect(site.betSlip.$oddList.get()[0]?.marketName).toBe('Maç Sonucu');
    textsArrive();
    expect(await switched).toEqual({ ok: true });
    await site.settled();
    expect(calls('/betslip').at(-1)?.headers['x-locale']).toBe('en');
    expect(site.betSlip.$oddList.get()[0]?.marketName).toBe('Match Result');
    stop();
  });

  // The e2e's ordering: the toggle's slip reload leaves in Turkish, the player switches, and
  // the Turkish answer lands after the English one. The older answer must not win.
  it('keeps the new language when the old language’s slip answer lands last', async () => {
    const { env, site, calls } = languageSite();
    env.routes.route('GET /sbapi/api/sportsbook/betslip', () => emptySlip());
    env.routes.route('POST /sbapi/api/sportsbook/toggleOdd', () => ok({ selected: true }));
    const stop = site.betSlip.$oddList.listen(() => {});
    await site.settled();
    const held: Array<() => void> = [];
    env.routes.route('GET /sbapi/api/sportsbook/betslip', (request) => {
      const answer = slipAnswer(MARKET[languageOf(request)]);
      if (languageOf(request) === 'en') return answer;
      return new Promise<Response>((resolve) => held.push(() => resolve(answer)));
    });

    const toggled = site.betSlip.toggleOdd({ oddId: 11, isLive: false, marketName: 'Maç Sonucu' });
    await settleAroundHeldAnswer();
    expect(calls('/betslip').at(-1)?.headers['x-locale']).toBe('tr');
    site.i18n.setLocale('en');
    await settleAroundHeldAnswer();
    expect(site.betSlip.$oddList.get()[0]?.marketName).toBe('Match Result');
    for (const release of held) release();
    await toggled;
    await site.settled();
    expect(site.betSlip.$oddList.get().map((odd) => odd.marketName)).toEqual(['Match Result']);
    stop();
  });

  it('shows the new language when the switch comes while the toggle itself is answered', async () => {
    const { env, site } = languageSite();
    let onSlip = false;
    env.routes.route('GET /sbapi/api/sportsbook/betslip', (request) =>
      onSlip ? slipAnswer(MARKET[languageOf(request)]) : emptySlip(),
    );
    let answerToggle = () => {};
    env.routes.route(
      'POST /sbapi/api/sportsbook/toggleOdd',
      () =>
        new Promise<Response>(
          (resolve) =>
            (answerToggle = () => {
              onSlip = true;
              resolve(ok({ selected: true }));
            }),
        ),
    );
    const stop = site.betSlip.$oddList.listen(() => {});
    await site.settled();
    const toggled = site.betSlip.toggleOdd({ oddId: 11, isLive: false, marketName: 'Maç Sonucu' });
    await settleAroundHeldAnswer();
    site.i18n.setLocale('en');
    await settleAroundHeldAnswer();
    answerToggle();
    await toggled;
    await site.settled();
    expect(site.betSlip.$oddList.get().every((odd) => odd.marketName === 'Match Result')).toBe(
      true,
    );
    stop();
  });

  it('reloads a slip nobody watched when it is shown again, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { site, calls } = languageSite();
    site.betSlip.$oddList.listen(() => {})();
    await site.settled();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
    const loads = calls('/betslip').length;

    site.i18n.setLocale('en');
    await site.settled();
    expect(calls('/betslip')).toHaveLength(loads);
    const stop = site.betSlip.$oddList.listen(() => {});
    await site.settled();
    expect(calls('/betslip')).toHaveLength(loads + 1);
    expect(site.betSlip.$oddList.get()[0]?.marketName).toBe('Match Result');
    stop();
  });

  it('reloads the notification list in the new language', async () => {
    const { site } = languageSite();
    const stop = site.notifications.$notifications.listen(() => {});
    await site.settled();
    expect(site.notifications.$notifications.get()[0]?.title).toBe('Para yatırma onaylandı');
    site.i18n.setLocale('en');
    await site.settled();
    expect(site.notifications.$notifications.get()[0]?.title).toBe('Deposit confirmed');
    stop();
  });

  it('points the live tracker at the page in the site’s language', async () => {
    const { env, site } = languageSite();
    env.routes.route('GET /sbapi/api/feed/livecategorylist', () =>
      ok([{ id: 1, name: 'Futbol', count: 1, sort: 1 }]),
    );
    env.routes.route('POST /sbapi/api/feed/liveeventlist', () =>
      ok([league('Türkiye - Süper Lig', [liveEvent({ id: 101, feedId: 40_000_115 })])]),
    );
    site.betSlip.setLocation('/spor/live/overview/1');
    const stop = site.betSlip.$liveTracker.listen(() => {});
    await site.settled();
    site.sportsbook.live.setActiveEvent(101);
    expect(site.betSlip.$liveTracker.get().src).toMatch(/\/tracker\/40000115\?lang=tr$/);
    site.i18n.setLocale('en');
    await site.settled();
    expect(site.betSlip.$liveTracker.get()).toMatchObject({ visible: true, feedId: 40_000_115 });
    expect(site.betSlip.$liveTracker.get().src).toMatch(/\/tracker\/40000115\?lang=en$/);
    stop();
  });
});
