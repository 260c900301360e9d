import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import type { DisplayText } from '../../kernel/i18n/message-keys';
import { isPlausibleOdds } from '../odds-format';
import type {
  BetMode,
  CalculatedWins,
  LiveTrackerState,
  MultipleBet,
  SlipOdd,
  StakeNotice,
} from './bet-slip.types';
import { couponKey } from './coupon';
import { HIDDEN_LIVE_TRACKER, isLiveLocation, liveTrackerState } from './live-tracker';
import { type OddsChangePolicy, oddsToAccept } from './odds-change-policy';

/**
 * The last place-bet's outcome: `unconfirmed` when its answer was lost (the server may have
 * booked it: the slip and My Bets reload, and the same coupon cannot be placed again).
 */
export type PlaceBetStatus = 'success' | 'failed' | 'unconfirmed' | null;

export const NO_CALCULATION: CalculatedWins = { single: {}, multiple: null };

/**
 * Spec 001 §4: a possible-win result of zero or less means betting is not allowed. Only
 * calculation results count: an amount never calculated (empty amounts are sent as 0) is left
 * to the server.
 */
export function calculationAllowsBetting(
  mode: BetMode,
  oddIds: readonly number[],
  calculated: CalculatedWins,
): boolean {
  if (mode === 'multiple') return calculated.multiple === null || calculated.multiple > 0;
  return oddIds.every((id) => (calculated.single[id] ?? 1) > 0);
}

/**
 * The slip's state. The list shown is derived from the last server answer plus the toggles
 * still running, so an answer arriving mid-toggle never undoes an optimistic change and a
 * rollback only touches its own odd.
 */
export function createBetSlipStore(deps: {
  $loggedIn: ReadableAtom<boolean>;
  $activeLiveFeedId: ReadableAtom<number | null>;
  trackerUrl: (feedId: number) => string;
  /** The player's odds-change policy (slip-settings.ts). */
  $oddsChangePolicy: ReadableAtom<OddsChangePolicy>;
}) {
  const $oddList = atom<SlipOdd[]>([]);
  const $multipleBet = atom<MultipleBet | null>(null);
  const $slipMessage = atom<string | null>(null);
  const $loading = atom(false);
  const $firstLoadDone = atom(false);
  const $mode = atom<BetMode>('single');
  const $stakes = atom<Readonly<Record<number, string>>>({});
  const $multipleStake = atom('');
  const $stakeNotice = atom<StakeNotice | null>(null);
  const $placing = atom(false);
  const $placeBetStatus = atom<PlaceBetStatus>(null);
  const $placeBetMessage = atom<DisplayText | null>(null);
  const $betAnimation = atom(false);
  const $loadingOddIds = atom<ReadonlySet<number>>(new Set());
  const $location = atom('');
  const $calculated = atom<CalculatedWins>(NO_CALCULATION);
  /** The coupon whose place-bet answer was lost (`couponKey`): not to be placed again. */
  const $unconfirmedCoupon = atom<string | null>(null);

  const model = {
    /** The odds of the last slip answer (with calculations and refusal messages applied). */
    serverOdds: [] as SlipOdd[],
    /** Optimistic placeholders of odds being added. */
    adding: new Map<number, SlipOdd>(),
    /** Odds being removed by a toggle: hidden at once. */
    removing: new Set<number>(),
    /** Odds being removed by the slip's delete button: shown as deleting. */
    deleting: new Set<number>(),
    loading: new Set<number>(),
    lastCount: 0,
    /** A placed coupon shows as accepted until the slip reloads: pushes do not move it. */
    frozen: false,
    /** Each odd's rate as the slip was last loaded: a pushed rate's `change` is against it. */
    loadedRates: new Map<number, number | null>(),
    /** Grows at every change of identity: answers to calls of the previous one are dropped. */
    epoch: 0,
    /**
     * The player typed into the multiple stake box (emptied it too): a server amount never
     * replaces what they typed. A single stake needs no flag: once in `$stakes` it is theirs.
     */
    multipleTyped: false,
  };

  /** Rebuilds the visible list; a change in the number of odds forces the mode (spec 001 §4). */
  function render(): void {
    const { serverOdds, adding, removing, deleting, loading } = model;
    const listed = new Set(serverOdds.map((odd) => odd.oddId));
    const list: SlipOdd[] = [];
    for (const odd of serverOdds) {
      if (removing.has(odd.oddId)) continue;
      const isDeleting = deleting.has(odd.oddId);
      const isLoading = loading.has(odd.oddId);
      list.push(
        odd.isDeleting === isDeleting && odd.isLoading === isLoading
          ? odd
          : { ...odd, isDeleting, isLoading },
      );
    }
    for (const [oddId, placeholder] of adding) if (!listed.has(oddId)) list.push(placeholder);
    $oddList.set(list);
    $loadingOddIds.set(new Set(loading));
    if (list.length !== model.lastCount) {
      model.lastCount = list.length;
      $mode.set(list.length >= 2 ? 'multiple' : 'single');
    }
  }

  const $count = computed($oddList, (list) => list.length);
  /** Some odd's price moved since the slip was loaded (what Accept Changes is about). */
  const $oddsChanged = computed($oddList, (list) => list.some((odd) => odd.change !== null));
  const $selectedOddIds = computed($oddList, (list) => new Set(list.map((odd) => odd.oddId)));
  /** Odds whose price moved in a way the player's policy does not accept (issue 21). */
  const $oddsToAccept = computed([$oddList, deps.$oddsChangePolicy], (list, policy) =>
    oddsToAccept(policy, list),
  );
  const $bettingAllowed = computed(
    [
      $oddList,
      $calculated,
      $mode,
      $placeBetStatus,
      $unconfirmedCoupon,
      $stakes,
      $multipleStake,
      $oddsToAccept,
    ],
    (list, calculated, mode, status, unconfirmed, stakes, multipleStake, toAccept) => {
      // A placed coupon shows as placed until the slip reloads: not a second time.
      if (status === 'success' || toAccept.length > 0) return false;
      const odds = list.filter((odd) => !odd.isSkeleton && !odd.isDeleting);
      const ids = odds.map((odd) => odd.oddId);
      const enough = mode === 'multiple' ? ids.length > 1 : ids.length > 0;
      if (!enough || !calculationAllowsBetting(mode, ids, calculated)) return false;
      if (odds.some((odd) => odd.rate !== null && !isPlausibleOdds(odd.rate))) return false;
      return unconfirmed !== couponKey(mode, ids, stakes, multipleStake);
    },
  );

  // The active live event mounts the live feed and its 60 s polling, so it is watched only
  // while the location shows the tracker: other pages poll nothing for it.
  const $liveTracker = atom<LiveTrackerState>(HIDDEN_LIVE_TRACKER);
  const showTracker = (feedId: number | null) => {
    const next = liveTrackerState($location.get(), feedId, deps.trackerUrl);
    const now = $liveTracker.value ?? HIDDEN_LIVE_TRACKER;
    if (next.visible !== now.visible || next.feedId !== now.feedId || next.src !== now.src)
      $liveTracker.set(next);
  };
  onMount($liveTracker, () => {
    let unbindFeed: (() => void) | undefined;
    const unbindLocation = $location.subscribe((location) => {
      if (!isLiveLocation(location)) {
        unbindFeed?.();
        unbindFeed = undefined;
        showTracker(null);
      } else if (unbindFeed) showTracker(deps.$activeLiveFeedId.get());
      else unbindFeed = deps.$activeLiveFeedId.subscribe(showTracker);
    });
    return () => {
      unbindLocation();
      unbindFeed?.();
    };
  });

  return {
    $oddList,
    $multipleBet,
    $slipMessage,
    $loading,
    $firstLoadDone,
    $mode,
    $stakes,
    $multipleStake,
    $stakeNotice,
    $oddsChangePolicy: deps.$oddsChangePolicy,
    $oddsToAccept: $oddsToAccept as ReadableAtom<readonly number[]>,
    $placing,
    $placeBetStatus,
    $placeBetMessage,
    $betAnimation,
    $loadingOddIds,
    $location,
    $calculated,
    $unconfirmedCoupon,
    $count,
    $oddsChanged,
    $selectedOddIds,
    $canMultiple: computed($count, (count) => count > 1),
    $bettingAllowed,
    $canStepStake: deps.$loggedIn,
    $liveTracker: $liveTracker as ReadableAtom<LiveTrackerState>,
    model,
    render,
  };
}

export type BetSlipStore = ReturnType<typeof createBetSlipStore>;
