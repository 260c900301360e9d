import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import type { Clock, KeyValueStorage } from '../../kernel/env/ports';
import type { HttpClient } from '../../kernel/http/http-client';
import type { DisplayText } from '../../kernel/i18n/message-keys';
import type { ToastsModule } from '../../kernel/toasts/toasts';
import { type BetSlipActions, createBetSlipActions } from './bet-slip.actions';
import { createBetSlipStore, type PlaceBetStatus } from './bet-slip.store';
import type {
  BetMode,
  LiveTrackerState,
  MultipleBet,
  SlipOdd,
  StakeNotice,
} from './bet-slip.types';
import { type CalculationTarget, createDelayedCalculation } from './calculate-debounce';
import { followSlipOdds, type SlipOddsSource } from './follow-slip-odds';
import { createIdMembership } from './id-membership';
import { DEFAULT_SPORTSBOOK_BASE_URL, trackerUrlFor } from './live-tracker';
import { createMyBets, type MyBets } from './my-bets';
import { acceptChangesFlag, type OddsChangePolicy } from './odds-change-policy';
import { createPlaceBetActions, type PlaceBetActions } from './place-bet.actions';
import { createSlipSettings, type SlipSettingResult } from './slip-settings';

export interface BetSlipDeps {
  /** The site's client; the slip calls use the `sportsbook` base (sbapi/api/). */
  http: HttpClient;
  clock: Clock;
  toasts: ToastsModule;
  /**
   * `site.session.$session`: stake steps and betting need a player. The slip belongs to one
   * identity (a player or the visitor); another one gets its own slip.
   */
  $session: ReadableAtom<{ hasLogin: boolean; username?: string | undefined }>;
  /** The active live event (`sportsbook.live.$activeEvent`), for the live tracker's feed id. */
  $activeLiveEvent?: ReadableAtom<{ feedId: number | null } | null>;
  /** The real-time link reconnected: rates may have moved, the slip reloads while watched. */
  onReconnected?: ((handler: () => void) => () => void) | undefined;
  /**
   * The site's sportsbook API as an absolute URL (`new URL(sportsbookBase, baseUrl).href`); the
   * tracker page is `tracker/{feedId}` under it. Default `/sbapi/api/`.
   */
  sportsbookBaseUrl?: string;
  /**
   * The odds stream (`sportsbook.odds`): the slip's odds follow its pushes while the slip is
   * watched. Without it, the slip's rates change only when it reloads.
   */
  odds?: SlipOddsSource | undefined;
  /** Tracker page of a feed id, for a real provider; overrides `sportsbookBaseUrl`'s. */
  trackerUrl?: ((feedId: number) => string) | undefined;
  /**
   * Keeps the player's slip settings (odds-change policy, keep the slip) on this device.
   * Without it they last as long as the page.
   */
  storage?: KeyValueStorage | undefined;
  /** Settled bets (the `betSettled` push, issue 21): My Bets loads again while shown. */
  onBetSettled?: ((handler: () => void) => () => void) | undefined;
}

export interface BetSlipModule
  extends Omit<BetSlipActions, 'forgetSlip'>,
    Omit<PlaceBetActions, 'resetPlacing'> {
  /** Odds on the slip, optimistic placeholders included. Watching it loads the slip once. */
  $oddList: ReadableAtom<SlipOdd[]>;
  $multipleBet: ReadableAtom<MultipleBet | null>;
  /** Slip-wide alert from the server. */
  $slipMessage: ReadableAtom<string | null>;
  $loading: ReadableAtom<boolean>;
  /** Set once the first load has finished (the first-load skeleton can go). */
  $firstLoadDone: ReadableAtom<boolean>;
  $mode: ReadableAtom<BetMode>;
  $count: ReadableAtom<number>;
  /** Some odd's price moved since the slip was loaded (`change` set): Accept Changes matters. */
  $oddsChanged: ReadableAtom<boolean>;
  $isEmpty: ReadableAtom<boolean>;
  /** Odd ids on the slip: the odd buttons' "selected" state. */
  $selectedOddIds: ReadableAtom<ReadonlySet<number>>;
  /**
   * Whether one odd is on the slip: the odd button's pressed state. One store per id, told only
   * when its odd enters or leaves the slip (a toggle re-renders one button, not all).
   */
  $inSlip(oddId: number): ReadableAtom<boolean>;
  /** Whether one odd's toggle is running (its button shows loading), per id like `$inSlip`. */
  $toggling(oddId: number): ReadableAtom<boolean>;
  /** Odd ids whose toggle is running: those buttons show loading. */
  $loadingOddIds: ReadableAtom<ReadonlySet<number>>;
  $canMultiple: ReadableAtom<boolean>;
  /** Single stake text per odd id, as cleaned from the input. */
  $stakes: ReadableAtom<Readonly<Record<number, string>>>;
  $multipleStake: ReadableAtom<string>;
  /**
   * Why the last input into a stake box was refused (`validation.digitsOnly`,
   * `validation.tooLong`), with the box (`target`: an odd id or 'multiple'); the stake kept
   * its value. Cleared by the next accepted input into that box.
   */
  $stakeNotice: ReadableAtom<StakeNotice | null>;
  /** Step buttons work only for a logged-in player. */
  $canStepStake: ReadableAtom<boolean>;
  /**
   * What is sent as the spec's acceptChanges: true only for the `any` policy (the checkbox on,
   * the default).
   */
  $acceptChanges: ReadableAtom<boolean>;
  /** The spec's checkbox: on is the `any` policy, off is `none`. */
  setAcceptChanges(accept: boolean): void;
  /**
   * Issue 21: which odds changes the player accepts when placing: any (the default), only
   * higher prices, or none. Kept on the device (the storage port); logout clears it.
   */
  $oddsChangePolicy: ReadableAtom<OddsChangePolicy>;
  /** Sets and keeps the policy; `invalid-input` (nothing changes) for anything but the three. */
  setOddsChangePolicy(policy: OddsChangePolicy): SlipSettingResult;
  /**
   * Odds whose price moved (since the slip was loaded or the changes accepted) in a way the
   * policy does not accept: shown highlighted; placing stops (`odds-changed`) until
   * `acceptOddsChanges()`.
   */
  $oddsToAccept: ReadableAtom<readonly number[]>;
  /**
   * Issue 21: keep the selections after a successful place (default false: the spec's slip
   * empties once the success message clears). Kept like the policy.
   */
  $keepSlip: ReadableAtom<boolean>;
  setKeepSlip(keep: boolean): SlipSettingResult;
  /** A bet is being placed: the place-bet button is disabled. */
  $placing: ReadableAtom<boolean>;
  $placeBetStatus: ReadableAtom<PlaceBetStatus>;
  $placeBetMessage: ReadableAtom<DisplayText | null>;
  /** Prompt for an amount: set when it is empty or negative or a result has no bet amount. */
  $betAnimation: ReadableAtom<boolean>;
  /** False while the last calculation gave a possible win of 0 or less; placeBet refuses then. */
  $bettingAllowed: ReadableAtom<boolean>;
  $liveTracker: ReadableAtom<LiveTrackerState>;
  /** The player's placed bets ('My Bets' tab); loads while watched. */
  myBets: MyBets;
}

/** The bet slip of spec 001 §2, §4, §5, §7, §8 for one site. */
export function createBetSlip(deps: BetSlipDeps): BetSlipModule {
  const $loggedIn = computed(deps.$session, (session) => session.hasLogin);
  const settings = createSlipSettings(deps.storage);
  const store = createBetSlipStore({
    $oddsChangePolicy: settings.$oddsChangePolicy,
    $loggedIn,
    $activeLiveFeedId: deps.$activeLiveEvent
      ? computed(deps.$activeLiveEvent, (event) => event?.feedId ?? null)
      : atom<number | null>(null),
    trackerUrl:
      deps.trackerUrl ?? trackerUrlFor(deps.sportsbookBaseUrl ?? DEFAULT_SPORTSBOOK_BASE_URL),
  });
  const isLoggedIn = () => $loggedIn.get();
  const actions = createBetSlipActions(store, { http: deps.http, toasts: deps.toasts, isLoggedIn });
  const myBets = createMyBets({
    http: deps.http,
    $session: deps.$session,
    onBetSettled: deps.onBetSettled,
  });
  const betting = createPlaceBetActions(store, {
    http: deps.http,
    clock: deps.clock,
    toasts: deps.toasts,
    isLoggedIn,
    loadSlip: () => actions.loadSlip(),
    refreshMyBets: () => myBets.refresh(),
    keepSlip: () => settings.$keepSlip.get(),
  });

  // Spec 001 §5 calculates a stake; typing one calculates once the player pauses, on the
  // clock port, for every front end alike. A calculation asked for now drops the waiting one.
  const delayed = createDelayedCalculation({
    clock: deps.clock,
    run(target: CalculationTarget) {
      if (!isLoggedIn()) return;
      if (target === 'multiple') {
        if (store.$mode.get() === 'multiple') void betting.calculateMultiple();
      } else if (store.$mode.get() === 'single') void betting.calculateSingle(target);
    },
  });
  const stakeTyped = (target: CalculationTarget, changed: boolean) => {
    if (changed && isLoggedIn()) delayed.schedule(target);
  };

  // One slip per identity (player name, or null for the visitor). Followed even while nothing
  // watches the slip: the old identity's odds and stakes must never be shown or sent with the
  // new token. Listening to the session is no I/O; the new slip loads now if watched, else on
  // the next watch ($firstLoadDone is false again).
  const identityOf = (session: { hasLogin: boolean; username?: string | undefined }) =>
    session.hasLogin ? (session.username ?? '') : null;
  let identity: string | null = null;
  let watched = false;
  deps.$session.listen((session) => {
    const next = identityOf(session);
    if (next === identity) return;
    identity = next;
    delayed.cancelAll();
    actions.forgetSlip();
    betting.resetPlacing();
    settings.reread();
    if (watched) void actions.loadSlip();
  });
  // Read once listened to: `.get()` on an unwatched computed store makes nanostores schedule
  // its unmount on the global setTimeout (a timer outside the clock port on a server).
  identity = identityOf(deps.$session.get());

  // Loads on first watch (and after a change of identity) and on reconnects while watched.
  onMount(store.$oddList, () => {
    watched = true;
    if (!store.$firstLoadDone.get() && !store.$loading.get()) void actions.loadSlip();
    const unbindReconnect = deps.onReconnected?.(() => void actions.loadSlip({ silent: true }));
    const unfollow = deps.odds ? followSlipOdds(store, deps.odds) : undefined;
    return () => {
      watched = false;
      unbindReconnect?.();
      unfollow?.();
    };
  });

  const { forgetSlip: _forget, ...slipActions } = actions;
  const { resetPlacing: _placing, ...betActions } = betting;
  // The store's atoms are public read-only; its model, renderer and inputs stay inside.
  const {
    model: _model,
    render: _render,
    $location: _location,
    $calculated: _calculated,
    $unconfirmedCoupon: _unconfirmed,
    ...atoms
  } = store;
  return {
    ...slipActions,
    ...betActions,
    setSingleStake(oddId, raw) {
      const before = store.$stakes.get()[oddId];
      const text = slipActions.setSingleStake(oddId, raw);
      stakeTyped(oddId, text !== before);
      return text;
    },
    setMultipleStake(raw) {
      const before = store.$multipleStake.get();
      const text = slipActions.setMultipleStake(raw);
      stakeTyped('multiple', text !== before);
      return text;
    },
    stepMultipleStake(direction) {
      const stepped = slipActions.stepMultipleStake(direction);
      stakeTyped('multiple', stepped.ok);
      return stepped;
    },
    stepSingleStake(oddId, direction) {
      const stepped = slipActions.stepSingleStake(oddId, direction);
      stakeTyped(oddId, stepped.ok);
      return stepped;
    },
    removeOdd(oddId) {
      delayed.cancel(oddId);
      return slipActions.removeOdd(oddId);
    },
    removeAll() {
      delayed.cancelAll();
      return slipActions.removeAll();
    },
    calculateSingle(oddId) {
      delayed.cancel(oddId);
      return betActions.calculateSingle(oddId);
    },
    calculateMultiple() {
      delayed.cancel('multiple');
      return betActions.calculateMultiple();
    },
    calculate(oddId) {
      if (store.$mode.get() === 'multiple') delayed.cancel('multiple');
      else if (oddId !== undefined) delayed.cancel(oddId);
      return betActions.calculate(oddId);
    },
    ...atoms,
    $acceptChanges: computed(settings.$oddsChangePolicy, acceptChangesFlag),
    setAcceptChanges: (accept) => void settings.setOddsChangePolicy(accept ? 'any' : 'none'),
    setOddsChangePolicy: settings.setOddsChangePolicy,
    $keepSlip: settings.$keepSlip,
    setKeepSlip: settings.setKeepSlip,
    $isEmpty: computed(store.$count, (count) => count === 0),
    $inSlip: createIdMembership(store.$selectedOddIds),
    $toggling: createIdMembership(store.$loadingOddIds),
    myBets,
  };
}
