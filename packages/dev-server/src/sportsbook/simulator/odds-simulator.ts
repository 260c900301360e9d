import type { Rng } from '../kit/random';
import { round2 } from '../kit/random';
import { oddsOf } from '../world/odds-factory';
import { clampRate, MAX_RATE, MIN_RATE, targetRate } from '../world/pricing';
import type { World } from '../world/world';
import { eventStatus, type Odd } from '../world/world.types';

/** One entry of an `oddChanged` push (spec 001 section 3): changeType 1 up, -1 down. */
export interface OddChange {
  id: number;
  odd: number;
  changeType: 1 | -1;
}

export interface OddsSimulator {
  /** Runs `tick` every tickMs on the real timers. */
  start(): void;
  stop(): void;
  /** One step: sync the world, move a batch of odds, push it. Tests call this directly. */
  tick(): OddChange[];
  setRate(changesPerSecond: number): void;
  /** Storm mode pushes at the storm rate (for benchmarks) until switched off. */
  storm(on: boolean): void;
  /** The rate in force now (the storm rate while storming). */
  rate(): number;
  isRunning(): boolean;
}

export interface SimulatorConfig {
  world: World;
  rng: Rng;
  now(): number;
  /** Brings the world and bets up to date before the step. */
  sync(): void;
  broadcast(command: string, message: unknown): void;
  /** Runs after every step (the cash-out values follow the moved odds). */
  afterTick?(): void;
  tickMs: number;
  rate: number;
  stormRate: number;
}

/** Share of each batch taken from live events; the rest moves prematch prices. */
const LIVE_SHARE = 0.75;
/** New suspensions per second across the live list (each lasts 20-90 s): about 8% suspended. */
const SUSPENSIONS_PER_SECOND = 0.3;
/** How far a price strays from the model's: the market's margin stays within about 1.05–1.08. */
const NOISE = 0.012;

export function createOddsSimulator(config: SimulatorConfig): OddsSimulator {
  const { world, rng } = config;
  let rate = config.rate;
  let storming = false;
  let carry = 0;
  let timer: ReturnType<typeof setInterval> | null = null;

  const currentRate = () => (storming ? config.stormRate : rate);

  const openOdds = (now: number) => {
    const live: Odd[] = [];
    const prematch: Odd[] = [];
    for (const event of world.live())
      if (eventStatus(event, now) === 'O') live.push(...oddsOf(event.markets));
    for (const event of world.prematch())
      if (eventStatus(event, now) === 'O') prematch.push(...oddsOf(event.markets));
    return { live, prematch };
  };

  /**
   * A new price near the model's (pricing.ts): live odds follow the score and the clock, all
   * odds wobble a little around their fair price instead of walking away from it.
   */
  const move = (odd: Odd, now: number): OddChange => {
    let next = clampRate(round2(targetRate(odd, now) * (1 + rng.float(-NOISE, NOISE))));
    // Small prices can round back to themselves; a change must change something.
    if (next === odd.rate) {
      const up = odd.rate <= MIN_RATE || (odd.rate < MAX_RATE && rng.chance(0.5));
      next = clampRate(round2(odd.rate + (up ? 0.01 : -0.01)));
    }
    const changeType = next > odd.rate ? 1 : -1;
    odd.rate = next;
    return { id: odd.id, odd: next, changeType };
  };

  const tick = (): OddChange[] => {
    const changes = step();
    config.afterTick?.();
    return changes;
  };

  const step = (): OddChange[] => {
    config.sync();
    const now = config.now();
    // Goals since the last step re-priced their matches: pushed at once, apart from the batch.
    const repriced = world.takeRepriced().map(
      ({ odd, before }): OddChange => ({
        id: odd.id,
        odd: odd.rate,
        changeType: odd.rate > before ? 1 : -1,
      }),
    );
    if (repriced.length > 0) config.broadcast('oddChanged', repriced);
    const seconds = config.tickMs / 1000;

    if (rng.chance(SUSPENSIONS_PER_SECOND * seconds)) {
      const candidates = world.live().filter((event) => eventStatus(event, now) === 'O');
      if (candidates.length > 0)
        world.suspend(rng.pick(candidates).id, now + rng.int(20, 90) * 1000);
    }

    const exact = currentRate() * seconds + carry;
    const count = Math.floor(exact);
    carry = exact - count;
    if (count === 0) return [];

    const { live, prematch } = openOdds(now);
    const batch = new Map<number, OddChange>();
    const pool = live.length + prematch.length;
    const wanted = Math.min(count, pool);
    for (let attempts = 0; batch.size < wanted && attempts < wanted * 4; attempts++) {
      const source =
        (rng.chance(LIVE_SHARE) && live.length > 0) || prematch.length === 0 ? live : prematch;
      const odd = rng.pick(source);
      if (!batch.has(odd.id)) batch.set(odd.id, move(odd, now));
    }
    const changes = [...batch.values()];
    if (changes.length > 0) config.broadcast('oddChanged', changes);
    return changes;
  };

  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, config.tickMs);
      // Never keep a process alive just for the simulator.
      (timer as { unref?: () => void }).unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    tick,
    setRate(changesPerSecond) {
      if (!Number.isFinite(changesPerSecond) || changesPerSecond < 0)
        throw new RangeError('changesPerSecond must be >= 0');
      rate = changesPerSecond;
    },
    storm(on) {
      storming = on;
    },
    rate: currentRate,
    isRunning: () => timer !== null,
  };
}
