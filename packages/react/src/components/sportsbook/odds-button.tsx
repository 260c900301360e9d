import { useStore } from '@nanostores/react';
import type { OddState } from '@site/core/sportsbook';
import { atom, type ReadableAtom } from 'nanostores';
import { memo, type RefObject, useCallback, useMemo, useRef } from 'react';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { useI18nContext } from '../../i18n/i18n-react';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { Icon } from '../icons/icon';
import { useAnnounceOdds } from './odds-announcer';
import { useOddHighlight } from './use-odd-highlight';
import { useFormatOddsOf, useOddPriced, useOddStoreOf } from './use-odds';

export interface OddsButtonProps {
  /** The odd's id; null when the market has no such odd (shown locked). */
  oddId: number | null;
  /** The rate the feed gave, until the odds stream knows better. */
  rate: number | null;
  /** Event not open, or odd missing: no betting. */
  locked?: boolean;
  /** Short pick label shown on the button: 1, X, 2, Üst 2.5… */
  label: string;
  /** For the slip placeholder and the accessible name. */
  eventName: string;
  marketName: string;
  oddName?: string;
  isLive?: boolean;
  /** Hide the pick label (tables with column headings). */
  hideLabel?: boolean;
}

interface OddsTexts {
  up: string;
  down: string;
  locked: string;
}

// The texts every button shows, read once per language: typesafe-i18n builds proxies on each
// property access, which 150 buttons per pushed batch should not pay for.
const textsByLanguage = new WeakMap<TranslationFunctions, OddsTexts>();
function oddsTexts(LL: TranslationFunctions): OddsTexts {
  let texts = textsByLanguage.get(LL);
  if (!texts) {
    const t = LL.sportsbook.odds;
    texts = { up: t.up(), down: t.down(), locked: t.locked() };
    textsByLanguage.set(LL, texts);
  }
  return texts;
}

/**
 * The one odds button of the sportsbook: bound to its odd's own store, whose pushes write the
 * price, the up/down highlight with its arrow and the accessible name straight onto the button
 * (`useOddHighlight`, no React render per price: issue 24); React renders it on mount and when
 * the format, language, slip state or lock changes. Pressed while on the slip, locked when
 * closed, in the chosen odds format; a change of an odd on the slip (or focused) is announced
 * politely.
 */
export const OddsButton = memo(function OddsButton(props: OddsButtonProps) {
  const { oddId, label, eventName, marketName, isLive = false } = props;
  const { LL } = useI18nContext();
  const texts = oddsTexts(LL);
  // One read of the site context: React re-checks each context this component reads whenever a
  // pushed price re-renders the face below it.
  const { betSlip, sportsbook } = useSportsbookSite();
  const store = useOddStoreOf(sportsbook.odds, oddId, props.rate);
  // Only whether a plausible price is known: a new price re-renders the face below, not this
  // component; an absurd one (issue 25) locks the button.
  const priced = useOddPriced(store, props.rate);
  const format = useFormatOddsOf(sportsbook.oddsFormat);
  const selected = useSlipFlag(betSlip.$inSlip, oddId);
  const busy = useSlipFlag(betSlip.$toggling, oddId);
  const locked = props.locked === true || oddId === null || !priced;
  const announce = useAnnounceOdds();
  const ref = useRef<HTMLButtonElement>(null);
  const rateRef = useRef<HTMLSpanElement>(null);
  const oddName = props.oddName ?? label;

  const shownLabel = props.hideLabel ? '' : `${label} `;
  // The price shown, in the chosen format: rendered by the face, written by useOddHighlight.
  const feedRate = props.rate;
  const price = useCallback(
    (state: OddState) => format(state.rate ?? feedRate),
    [format, feedRate],
  );
  // The accessible name: the visible text (label and rate), the last change, and what it is a
  // price of. Written by useOddHighlight, which also follows pushes between renders.
  const name = useCallback(
    (state: OddState) => {
      const change = state.direction ? ` ${texts[state.direction]}` : '';
      return `${shownLabel}${price(state)}${change}, ${eventName}, ${marketName}`;
    },
    [shownLabel, price, texts, eventName, marketName],
  );
  // Changes of odds the player cares about (on the slip, or focused) are read out.
  useOddHighlight({
    store,
    button: ref,
    rate: rateRef,
    price,
    name,
    enabled: !locked,
    onChange: (state) => {
      const focused = document.activeElement === ref.current;
      if (!focused && !(oddId !== null && betSlip.$inSlip(oddId).get())) return;
      const change = state.direction === 'up' ? texts.up : texts.down;
      announce(`${eventName}, ${marketName} ${oddName}: ${format(state.rate)}, ${change}`);
    },
  });
  // The slip gets the price shown at the moment of the click.
  const toggle = useCallback(() => {
    if (oddId === null) return; // locked: no button
    void betSlip.toggleOdd({
      oddId,
      isLive,
      eventName,
      marketName,
      oddName,
      rate: store.get().rate ?? feedRate,
    });
  }, [betSlip, oddId, isLive, eventName, marketName, oddName, store, feedRate]);

  if (locked || oddId === null) {
    return (
      <span
        className="sb-odd sb-odd--locked"
        role="img"
        aria-label={`${props.hideLabel ? '' : `${label} `}${texts.locked}, ${eventName}, ${marketName}`}
      >
        {props.hideLabel ? null : <span className="sb-odd__label">{label} </span>}
        <Icon name="lock" />
      </span>
    );
  }

  let classes = 'sb-odd';
  if (selected) classes += ' sb-odd--selected';
  if (busy) classes += ' sb-odd--busy';
  return (
    <OddsButtonFace
      buttonRef={ref}
      rateRef={rateRef}
      price={price(store.get())}
      oddId={oddId}
      className={classes}
      selected={selected}
      busy={busy}
      label={props.hideLabel ? null : label}
      onClick={toggle}
    />
  );
});

interface OddsButtonFaceProps {
  buttonRef: RefObject<HTMLButtonElement | null>;
  rateRef: RefObject<HTMLSpanElement | null>;
  /** The price when React renders; pushes in between write it without React. */
  price: string;
  oddId: number;
  className: string;
  selected: boolean;
  busy: boolean;
  label: string | null;
  onClick: () => void;
}

/**
 * The button itself. Its price text node is React's, and pushes change that node's text in
 * place (`useOddHighlight`): React re-renders the face only when the slip state, format or
 * language change, reading the store's price at that moment, so the two never disagree.
 */
const OddsButtonFace = memo(function OddsButtonFace(props: OddsButtonFaceProps) {
  // No visually hidden spans in here: positioned boxes in 1,200 buttons made as many paint
  // layers, which hit testing and painting walk on every frame. The name is `aria-label`.
  return (
    <button
      ref={props.buttonRef}
      type="button"
      className={props.className}
      aria-pressed={props.selected}
      aria-busy={props.busy || undefined}
      data-odd-id={props.oddId}
      onClick={props.onClick}
    >
      {props.label === null ? null : <span className="sb-odd__label">{props.label} </span>}
      <span className="sb-odd__rate" ref={props.rateRef}>
        {props.price}
        <span className="sb-odd__arrow" aria-hidden="true" />
      </span>
    </button>
  );
});

const NOT_ON_SLIP = atom(false);

/** One odd's flag from the core's per-id slip stores (`$inSlip`, `$toggling`). */
function useSlipFlag(
  storeOf: (oddId: number) => ReadableAtom<boolean>,
  oddId: number | null,
): boolean {
  return useStore(useMemo(() => (oddId === null ? NOT_ON_SLIP : storeOf(oddId)), [storeOf, oddId]));
}

/** The chosen odds format (re-exported for the slip's selector). */
export function useOddsFormatChoice() {
  const { oddsFormat } = useSportsbookSite().sportsbook;
  return [useStore(oddsFormat.$oddsFormat), oddsFormat.setOddsFormat] as const;
}
