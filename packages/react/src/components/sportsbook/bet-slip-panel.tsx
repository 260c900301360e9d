import { useStore } from '@nanostores/react';
import { type DisplayText, formatMoney } from '@site/core';
import type { SlipOdd, StakeNotice, StakeTarget } from '@site/core/sportsbook';
import {
  LIVE_TRACKER_NARROW_MAX_WIDTH_PX,
  liveTrackerHeight,
  ODDS_CHANGE_POLICIES,
  ODDS_FORMATS,
} from '@site/core/sportsbook';
import type { ReadableAtom } from 'nanostores';
import { memo, useCallback, useId, useState, useSyncExternalStore } from 'react';
import { useDisplayText } from '../../hooks/use-display-text';
import { useInputValue } from '../../hooks/use-input-value';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { useViewportWidth } from '../../hooks/use-viewport-width';
import { useI18nContext } from '../../i18n/i18n-react';
import { MyBetsList } from './my-bets-list';
import { useOddsFormatChoice } from './odds-button';
import { SlipOddItem } from './slip-odd-item';
import { StakeInput } from './stake-input';
import { useTransitionStore } from './use-transition-store';

/**
 * The bet slip of spec 001 §2: odds format and view type, Bet slip / My Bets, the BETSLIP
 * accordion with Single and Multiple, stakes, possible win, the odds-change policy and the
 * keep-the-slip setting (issue 21), place bet, the coupon message and the live tracker on /live
 * pages.
 */
export function BetSlipPanel() {
  const { LL } = useI18nContext();
  const { betSlip } = useSportsbookSite();
  const count = useTransitionStore(betSlip.$count);
  const [view, setView] = useState<'slip' | 'myBets'>('slip');
  const [format, setFormat] = useOddsFormatChoice();
  const formatId = useId();
  const viewTypeId = useId();
  const t = LL.sportsbook.slip;
  return (
    <section className="sb-slip" aria-label={t.title()}>
      <div className="sb-slip__settings">
        <label className="sb-slip__setting" htmlFor={formatId}>
          <span>{t.oddsFormat()}</span>
          <select
            id={formatId}
            value={format}
            onChange={(event) => setFormat(event.currentTarget.value as typeof format)}
          >
            {ODDS_FORMATS.map((value) => (
              <option key={value} value={value}>
                {t.formats[value]()}
              </option>
            ))}
          </select>
        </label>
        <label className="sb-slip__setting" htmlFor={viewTypeId}>
          <span>{t.viewType()}</span>
          <select id={viewTypeId} value="european" onChange={() => {}}>
            <option value="european">{t.european()}</option>
          </select>
        </label>
      </div>
      <div className="sb-slip__views">
        <button type="button" aria-pressed={view === 'slip'} onClick={() => setView('slip')}>
          {t.betslip()}
          <span className="sb-count" aria-hidden="true">
            {count}
          </span>
          <span className="site-visually-hidden">{t.countLabel({ count })}</span>
        </button>
        <button type="button" aria-pressed={view === 'myBets'} onClick={() => setView('myBets')}>
          {t.myBets()}
        </button>
      </div>
      {view === 'slip' ? <SlipBody /> : <MyBetsList />}
      <LiveTracker />
    </section>
  );
}

function SlipBody() {
  const { LL } = useI18nContext();
  const text = useDisplayText();
  const { betSlip } = useSportsbookSite();
  const t = LL.sportsbook.slip;
  const odds = useTransitionStore(betSlip.$oddList);
  const firstLoadDone = useStore(betSlip.$firstLoadDone);
  const mode = useTransitionStore(betSlip.$mode);
  const canMultiple = useTransitionStore(betSlip.$canMultiple);
  const slipMessage = useStore(betSlip.$slipMessage);
  const status = useStore(betSlip.$placeBetStatus);
  const placeMessage = useStore(betSlip.$placeBetMessage);
  const [open, setOpen] = useState(true);
  const bodyId = useId();

  return (
    <div className="sb-slip__body">
      <h2 className="sb-slip__heading">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {t.betslip().toLocaleUpperCase()}
          <span className="sb-count">{odds.length}</span>
        </button>
      </h2>
      <div id={bodyId} hidden={!open}>
        {status === 'success' ? (
          // Spec 001 §4: the server's message; the panel's own text only when it sends none.
          <p className="sb-slip__success" role="status">
            {placeMessage ? text(placeMessage) : t.couponCreated()}
          </p>
        ) : null}
        {status === 'unconfirmed' ? (
          <p className="sb-slip__alert" role="alert">
            {t.unconfirmed()}
          </p>
        ) : null}
        {status === 'failed' && placeMessage ? (
          <p className="sb-slip__alert" role="alert">
            {text(placeMessage)}
          </p>
        ) : null}
        {slipMessage && status !== 'success' ? (
          <p className="sb-slip__alert" role="alert">
            {slipMessage}
          </p>
        ) : null}
        {!firstLoadDone ? (
          <ul className="sb-slip__list" aria-busy="true" aria-label={t.loading()}>
            <li className="sb-slip-odd sb-slip-odd--skeleton" />
            <li className="sb-slip-odd sb-slip-odd--skeleton" />
          </ul>
        ) : odds.length === 0 ? (
          <p className="sb-slip__empty">{t.empty()}</p>
        ) : (
          <>
            <div className="sb-slip__tabs">
              <button
                type="button"
                aria-pressed={mode === 'single'}
                onClick={() => betSlip.setMode('single')}
              >
                {t.single()}
              </button>
              <button
                type="button"
                aria-pressed={mode === 'multiple'}
                disabled={!canMultiple}
                onClick={() => betSlip.setMode('multiple')}
              >
                {t.multiple()}
              </button>
            </div>
            <ul className="sb-slip__list">
              {odds.map((odd) => (
                <SlipEntry key={odd.oddId} odd={odd} mode={mode} />
              ))}
            </ul>
            {mode === 'multiple' ? <MultipleStake /> : null}
            <PlaceBet />
            <button
              type="button"
              className="sb-slip__remove-all"
              onClick={() => void betSlip.removeAll()}
            >
              {t.removeAll()}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * An odd of the slip with, in Single mode, its own stake and possible win. Memoised and bound
 * to its own stake only: adding an odd renders the new entry, not every entry of the slip.
 */
const SlipEntry = memo(function SlipEntry({
  odd,
  mode,
}: {
  odd: SlipOdd;
  mode: 'single' | 'multiple';
}) {
  const { LL } = useI18nContext();
  const { betSlip } = useSportsbookSite();
  const { oddId } = odd;
  const value = useStake(betSlip.$stakes, oddId);
  const canStep = useStore(betSlip.$canStepStake);
  const notice = useStakeNotice(betSlip.$stakeNotice, oddId);
  const toAccept = useToAccept(betSlip.$oddsToAccept, oddId);
  const item = (
    <SlipOddItem odd={odd} toAccept={toAccept} onRemove={() => void betSlip.removeOdd(oddId)} />
  );
  if (mode === 'multiple' || odd.isSkeleton) return item;
  // The core reads, steps and calculates the stake (stake.ts, calculate-debounce.ts).
  return (
    <>
      {item}
      <li className="sb-slip__single">
        <StakeInput
          id={`sb-stake-${oddId}`}
          label={LL.sportsbook.slip.stake()}
          value={value}
          notice={notice}
          onChange={(raw) => betSlip.setSingleStake(oddId, raw)}
          onStep={canStep ? (direction) => betSlip.stepSingleStake(oddId, direction) : undefined}
        />
        <PossibleWin value={odd.possibleWin > 0 ? odd.possibleWin : null} />
      </li>
    </>
  );
});

/** Why the last input into this stake box was refused, if it was. */
function useStakeNotice(
  store: ReadableAtom<StakeNotice | null>,
  target: StakeTarget,
): DisplayText | null {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const read = () => {
    const notice = store.get();
    return notice?.target === target ? notice.message : null;
  };
  return useSyncExternalStore(subscribe, read, read);
}

/** Whether this odd's price change waits for the player's acceptance (issue 21). */
function useToAccept(store: ReadableAtom<readonly number[]>, oddId: number): boolean {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const read = () => store.get().includes(oddId);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * One odd's stake text: a re-render when that stake changes, not when another one does; bound
 * from the commit that shows the box, so a keystroke in its first frame is kept.
 */
function useStake(store: ReadableAtom<Readonly<Record<number, string>>>, oddId: number): string {
  const read = useCallback(
    (stakes: Readonly<Record<number, string>>) => stakes[oddId] ?? '',
    [oddId],
  );
  return useInputValue(store, read);
}

const wholeText = (text: string) => text;

function MultipleStake() {
  const { LL } = useI18nContext();
  const { betSlip } = useSportsbookSite();
  const t = LL.sportsbook.slip;
  const stake = useInputValue(betSlip.$multipleStake, wholeText);
  const canStep = useStore(betSlip.$canStepStake);
  const multiple = useStore(betSlip.$multipleBet);
  const notice = useStakeNotice(betSlip.$stakeNotice, 'multiple');
  // A combination's total may pass one odd's range: its own bound (TOTAL_ODDS_RANGE).
  const format = useStore(useSportsbookSite().sportsbook.oddsFormat.$formatTotalOdds);
  return (
    <div className="sb-slip__multiple">
      <p className="sb-slip__total">
        <span>{t.totalRate()}</span>
        <strong>{format(multiple?.totalRate ?? null)}</strong>
      </p>
      <StakeInput
        id="sb-stake-multiple"
        label={t.stake()}
        value={stake}
        notice={notice}
        onChange={(raw) => betSlip.setMultipleStake(raw)}
        onStep={canStep ? (direction) => betSlip.stepMultipleStake(direction) : undefined}
      />
      <PossibleWin value={multiple?.possibleWin ?? null} />
    </div>
  );
}

function PossibleWin({ value }: { value: number | null }) {
  const { LL, locale } = useI18nContext();
  return (
    <p className="sb-slip__win">
      <span>{LL.sportsbook.slip.possibleWin()}</span>
      <strong>{value === null ? '—' : formatMoney(value, locale)}</strong>
    </p>
  );
}

function PlaceBet() {
  const { LL } = useI18nContext();
  const { betSlip } = useSportsbookSite();
  const t = LL.sportsbook.slip;
  const placing = useStore(betSlip.$placing);
  // A refusal shows at once (a pushed price the player must accept first); a permission
  // follows with the slip column's transition, so the button never enables ahead of its rows.
  const allowedNow = useStore(betSlip.$bettingAllowed);
  const allowedShown = useTransitionStore(betSlip.$bettingAllowed);
  const allowed = allowedNow && allowedShown;
  const toAccept = useStore(betSlip.$oddsToAccept);
  return (
    <div className="sb-slip__place">
      <OddsPolicyChoice />
      <KeepSlipToggle />
      {toAccept.length > 0 ? (
        // The core stops placing until the new prices are accepted (higher only, none).
        <div className="sb-slip__changed" role="alert">
          <p>{t.oddsChanged()}</p>
          <button
            type="button"
            className="site-button sb-slip__accept-button"
            onClick={() => void betSlip.acceptOddsChanges()}
          >
            {t.acceptNewOdds()}
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className="site-button sb-slip__place-button"
        disabled={placing || !allowed}
        aria-busy={placing || undefined}
        onClick={() => void betSlip.placeBet()}
      >
        {placing ? <span className="sb-spinner" aria-hidden="true" /> : null}
        {t.placeBet()}
      </button>
    </div>
  );
}

/** Issue 21: which odds changes the player accepts (the spec's checkbox had two of these). */
function OddsPolicyChoice() {
  const { LL } = useI18nContext();
  const { betSlip } = useSportsbookSite();
  const t = LL.sportsbook.slip;
  const policy = useStore(betSlip.$oddsChangePolicy);
  const name = useId();
  return (
    <fieldset className="sb-slip__policy">
      <legend>{t.oddsPolicy()}</legend>
      {ODDS_CHANGE_POLICIES.map((value) => (
        <label key={value} className="sb-slip__policy-option">
          <input
            type="radio"
            name={name}
            value={value}
            checked={policy === value}
            onChange={() => betSlip.setOddsChangePolicy(value)}
          />
          {t.policies[value]()}
        </label>
      ))}
    </fieldset>
  );
}

/** Issue 21: keep the selections on the slip after a successful place. */
function KeepSlipToggle() {
  const { LL } = useI18nContext();
  const { betSlip } = useSportsbookSite();
  const keep = useStore(betSlip.$keepSlip);
  const id = useId();
  return (
    <label className="sb-slip__accept" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={keep}
        onChange={(event) => betSlip.setKeepSlip(event.currentTarget.checked)}
      />
      {LL.sportsbook.slip.keepSlip()}
    </label>
  );
}

/** Spec 001 §9: the live match tracker on /live pages, 415 px high, 235 px up to 991 px. */
function LiveTracker() {
  const { LL } = useI18nContext();
  const { betSlip } = useSportsbookSite();
  const tracker = useStore(betSlip.$liveTracker);
  const width = useViewportWidth();
  const [open, setOpen] = useState(true);
  const id = useId();
  if (!tracker.visible || !tracker.src) return null;
  const height = liveTrackerHeight(width);
  return (
    <div
      className="sb-tracker"
      data-narrow={width <= LIVE_TRACKER_NARROW_MAX_WIDTH_PX || undefined}
    >
      <h2 className="sb-slip__heading">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {LL.sportsbook.tracker()}
        </button>
      </h2>
      <div id={id} hidden={!open}>
        <iframe
          title={LL.sportsbook.tracker()}
          src={tracker.src}
          height={height}
          className="sb-tracker__frame"
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
        />
      </div>
    </div>
  );
}
