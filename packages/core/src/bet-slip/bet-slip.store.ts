import { atom, computed, type ReadableAtom } from 'nanostores';
import type { DisplayText } from '../i18n/message-keys';
import type { BetMode, LiveTrackerState, MultipleBet, SlipOdd } from './bet-slip.types';
import { liveTrackerState } from './live-tracker';

export type PlaceBetStatus = 'success' | 'failed' | null;

/**
 * The slip's state. The list shown is derived from the last server answer plus the toggles
 * still running, so an answer arriving mid-toggle never undoes an optimistic change and a
 * rollback only touches its own odd.
 */
export function createBetSlipStore(deps: {
  $loggedIn: ReadableAtom<boolean>;
  $activeLiveFeedId: ReadableAtom<number | null>;
  trackerUrl?: (feedId: number) => string;
}) {
  const $oddList = atom<SlipOdd[]>([]);
  const $multipleBet = atom<MultipleBet | null>(null);
  const $slipMessage = atom<string | null>(null);
  const $loading = atom(false);
  const $firstLoadDone = atom(false);
  const $mode = atom<BetMode>('single');
  const $stakes = atom<Readonly<Record<number, string>>>({});
  const $multipleStake = atom('');
  const $acceptChanges = atom(true);
  const $placing = atom(false);
  const $placeBetStatus = atom<PlaceBetStatus>(null);
  const $placeBetMessage = atom<DisplayText | null>(null);
  const $betAnimation = atom(false);
  const $loadingOddIds = atom<ReadonlySet<number>>(new Set());
  const $location = atom('');

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
  const $selectedOddIds = computed($oddList, (list) => new Set(list.map((odd) => odd.oddId)));
  const $bettingAllowed = computed([$oddList, $multipleBet, $mode], (list, multiple, mode) => {
    const odds = list.filter((odd) => !odd.isSkeleton && !odd.isDeleting);
    // Spec 001 §4: a possible win of zero or less means betting is not allowed.
    if (mode === 'multiple') return odds.length > 1 && (multiple?.possibleWin ?? 0) > 0;
    return odds.length > 0 && odds.every((odd) => odd.possibleWin > 0);
  });
  const $liveTracker: ReadableAtom<LiveTrackerState> = computed(
    [$location, deps.$activeLiveFeedId],
    (location, feedId) => liveTrackerState(location, feedId, deps.trackerUrl),
  );

  return {
    $oddList,
    $multipleBet,
    $slipMessage,
    $loading,
    $firstLoadDone,
    $mode,
    $stakes,
    $multipleStake,
    $acceptChanges,
    $placing,
    $placeBetStatus,
    $placeBetMessage,
    $betAnimation,
    $loadingOddIds,
    $location,
    $count,
    $selectedOddIds,
    $canMultiple: computed($count, (count) => count > 1),
    $bettingAllowed,
    $canStepStake: deps.$loggedIn,
    $liveTracker,
    model,
    render,
  };
}

export type BetSlipStore = ReturnType<typeof createBetSlipStore>;
