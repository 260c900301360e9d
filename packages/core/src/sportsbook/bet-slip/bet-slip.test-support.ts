// A small in-memory slip server on the route-table fetch, shaped like the dev server's answers.
import type { ReadableAtom } from 'nanostores';
import { fail, ok } from '../../testing';
import { PLAYER_AUTH, setupSite } from '../sportsbook.test-support';
import { createBetSlip } from './create-bet-slip';
import type { SlipOddsSource } from './follow-slip-odds';

export const CATALOG: Record<
  number,
  { eventName: string; marketName: string; oddName: string; rate: number; eventId: number }
> = {
  11: {
    eventName: 'Galatasaray - Trabzonspor',
    marketName: 'Maç Sonucu',
    oddName: '1',
    rate: 1.85,
    eventId: 1,
  },
  12: {
    eventName: 'Arsenal - Chelsea',
    marketName: 'Maç Sonucu',
    oddName: '2',
    rate: 3.1,
    eventId: 2,
  },
  13: {
    eventName: 'Lakers - Celtics',
    marketName: 'Maç Sonucu',
    oddName: '1',
    rate: 1.5,
    eventId: 3,
  },
};

/** The total rate the test server accepts a multiple at (it moved since the calculation). */
export const ACCEPTED_TOTAL_RATE = 5.9;

/** A gate holds answers of a route until released, to look at the optimistic state. */
export function createGate() {
  let release: () => void = () => {};
  let promise = Promise.resolve();
  return {
    close() {
      promise = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    open: () => release(),
    wait: () => promise,
  };
}

export function setupSlip(
  options: {
    loggedIn?: boolean;
    onSlip?: number[];
    /** The slip the server holds for the other identity (the player when starting as visitor). */
    otherSlip?: number[];
    sportsbookBaseUrl?: string;
    $activeLiveEvent?: ReadableAtom<{ feedId: number | null } | null>;
    onReconnected?: (handler: () => void) => () => void;
    odds?: SlipOddsSource;
  } = {},
) {
  const loggedIn = options.loggedIn ?? true;
  const { env, site, toasts } = setupSite({ loggedIn });
  // One slip per token, like the server: the visitor's and the player's are different.
  type Slip = Map<number, { amount: number; isLive: boolean }>;
  const slipOf = (ids: number[] = []): Slip =>
    new Map(ids.map((id) => [id, { amount: 0, isLive: false }]));
  const slip = slipOf(options.onSlip);
  const other = slipOf(options.otherSlip);
  const playerToken = `Bearer ${PLAYER_AUTH.token}`;
  const slipFor = (request: { headers: Record<string, string> }): Slip =>
    (request.headers.authorization === playerToken) === loggedIn ? slip : other;
  env.routes.route('POST /api/auth/login', () => ok(PLAYER_AUTH));
  let multipleAmount = 0;
  /** Prices the server moved (oddId → rate): the slip's loads answer with them. */
  const rates = new Map<number, number>();
  const placed = { count: 0, loseAnswer: false, message: 'Your coupon has been created' };
  const failNext = new Map<string, string>();
  const gates = {
    toggle: createGate(),
    placeBet: createGate(),
    load: createGate(),
    calculate: createGate(),
  };
  const refuse = (path: string) => {
    const message = failNext.get(path);
    if (message === undefined) return undefined;
    failNext.delete(path);
    return message;
  };

  env.routes.route('GET /sbapi/api/sportsbook/betslip', async (request) => {
    await gates.load.wait();
    const slip = slipFor(request);
    const message = refuse('betslip');
    if (message) return fail(message);
    const oddList = [...slip].map(([oddId, entry]) => {
      const odd = CATALOG[oddId];
      const rate = rates.get(oddId) ?? odd?.rate ?? 0;
      return {
        oddId,
        ...odd,
        rate,
        amount: entry.amount,
        possibleWin: entry.amount * rate,
        message: null,
        isLive: entry.isLive,
      };
    });
    const totalRate = oddList.reduce((product, odd) => product * (odd.rate ?? 1), 1);
    return ok({
      oddList,
      message: null,
      multipleBet:
        oddList.length > 1
          ? {
              amount: multipleAmount,
              betAmount: multipleAmount,
              totalRate,
              possibleWin: multipleAmount * totalRate,
              eventCount: oddList.length,
            }
          : null,
    });
  });
  env.routes.route('POST /sbapi/api/sportsbook/toggleOdd', async (request) => {
    await gates.toggle.wait();
    const message = refuse('toggleOdd');
    if (message) return fail(message);
    const { oddId, isLive } = request.body as { oddId: number; isLive: boolean };
    const slip = slipFor(request);
    if (slip.has(oddId)) slip.delete(oddId);
    else slip.set(oddId, { amount: 0, isLive });
    return ok({ selected: slip.has(oddId), count: slip.size }, 'ok');
  });
  env.routes.route('POST /sbapi/api/sportsbook/removeAll', (request) => {
    slipFor(request).clear();
    return ok({ selected: false, count: 0 }, 'Your slip has been cleared');
  });
  env.routes.route('POST /sbapi/api/sportsbook/calculate', async (request) => {
    await gates.calculate.wait();
    const message = refuse('calculate');
    if (message) return fail(message);
    const body = request.body as { type: 1 | 2; amount: number; oddId?: number };
    const slip = slipFor(request);
    if (body.type === 1) {
      const rate = CATALOG[body.oddId ?? 0]?.rate ?? 0;
      const entry = slip.get(body.oddId ?? 0);
      if (entry) entry.amount = body.amount;
      return ok({ possibleWin: body.amount * rate, betAmount: body.amount, totalRate: rate });
    }
    multipleAmount = body.amount;
    const totalRate = [...slip.keys()].reduce(
      (product, id) => product * (CATALOG[id]?.rate ?? 1),
      1,
    );
    return ok({
      possibleWin: body.amount * totalRate,
      betAmount: body.amount,
      totalRate,
      eventCount: slip.size,
    });
  });
  env.routes.route('POST /sbapi/api/sportsbook/placeBet', async (request) => {
    await gates.placeBet.wait();
    const message = refuse('placeBet');
    if (message) {
      const data = { oddInfo: [{ oddId: 12, message: 'Odds changed: 3.1 → 3.4' }] };
      return Response.json({ success: false, message, data });
    }
    const body = request.body as { type: 1 | 2; amount?: number };
    const booked = slipFor(request);
    const bets =
      body.type === 2
        ? [
            {
              type: 2,
              amount: body.amount,
              totalRate: ACCEPTED_TOTAL_RATE,
              possibleWin: (body.amount ?? 0) * ACCEPTED_TOTAL_RATE,
            },
          ]
        : [];
    booked.clear();
    multipleAmount = 0;
    placed.count++;
    // The bet is booked, then the answer is lost on its way back.
    if (placed.loseAnswer) {
      placed.loseAnswer = false;
      throw new TypeError('Failed to fetch');
    }
    return ok({ oddInfo: [], bets }, placed.message);
  });
  env.routes.route('GET /sbapi/api/sportsbook/mybets', () => ok([]));

  const betSlip = createBetSlip({
    http: site.http,
    clock: env.clock,
    toasts: site.toasts,
    $session: site.session.$session,
    storage: env.storage,
    ...(options.$activeLiveEvent ? { $activeLiveEvent: options.$activeLiveEvent } : {}),
    ...(options.onReconnected ? { onReconnected: options.onReconnected } : {}),
    ...(options.odds ? { odds: options.odds } : {}),
    ...(options.sportsbookBaseUrl ? { sportsbookBaseUrl: options.sportsbookBaseUrl } : {}),
  });
  const calls = (path: string) => env.routes.calls.filter((call) => call.path.endsWith(path));
  return { env, site, toasts, betSlip, slip, failNext, gates, calls, placed, rates };
}
