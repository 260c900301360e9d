import { useStore } from '@nanostores/react';
import { memo, useEffect, useRef } from 'react';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';
import { useAnnounceOdds } from './odds-announcer';
import { useFormatOdds, useOddState, useSetHas } from './use-odds';

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

/**
 * The one odds button of the sportsbook: bound to its odd's own store (only changed buttons
 * re-render), up/down highlight with an arrow, pressed while on the slip, locked when closed,
 * in the chosen odds format; a change of an odd on the slip (or focused) is announced politely.
 */
export const OddsButton = memo(function OddsButton(props: OddsButtonProps) {
  const { oddId, label, eventName, marketName, isLive = false } = props;
  const { LL } = useI18nContext();
  const site = useSportsbookSite();
  const { rate: streamRate, direction } = useOddState(oddId, props.rate);
  const rate = streamRate ?? props.rate;
  const format = useFormatOdds();
  const selected = useSetHas(site.betSlip.$selectedOddIds, oddId);
  const busy = useSetHas(site.betSlip.$loadingOddIds, oddId);
  const locked = props.locked === true || oddId === null || rate === null;
  const announce = useAnnounceOdds();
  const ref = useRef<HTMLButtonElement>(null);
  const text = format(rate);
  const oddName = props.oddName ?? label;

  // Changes of odds the player cares about (on the slip, or focused) are read out: only a new
  // change triggers it, not a re-render for another reason.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per change of direction or rate
  useEffect(() => {
    if (direction === null || locked) return;
    if (!selected && document.activeElement !== ref.current) return;
    const change = direction === 'up' ? LL.sportsbook.odds.up() : LL.sportsbook.odds.down();
    announce(`${eventName}, ${marketName} ${oddName}: ${text}, ${change}`);
  }, [direction, text]);

  // The accessible name is the visible text (label and rate) plus hidden context: what it is a
  // price of, and the last change.
  const context = (
    <span className="site-visually-hidden">
      , {eventName}, {marketName}
    </span>
  );
  if (locked) {
    return (
      <span
        className="sb-odd sb-odd--locked"
        role="img"
        aria-label={`${props.hideLabel ? '' : `${label} `}${LL.sportsbook.odds.locked()}, ${eventName}, ${marketName}`}
      >
        {props.hideLabel ? null : <span className="sb-odd__label">{label}</span>}
        <Icon name="lock" />
      </span>
    );
  }

  const classes = ['sb-odd'];
  if (selected) classes.push('sb-odd--selected');
  if (direction) classes.push(`sb-odd--${direction}`);
  if (busy) classes.push('sb-odd--busy');
  return (
    <button
      ref={ref}
      type="button"
      className={classes.join(' ')}
      aria-pressed={selected}
      aria-busy={busy || undefined}
      data-odd-id={oddId}
      data-direction={direction ?? undefined}
      onClick={() =>
        void site.betSlip.toggleOdd({ oddId, isLive, eventName, marketName, oddName, rate })
      }
    >
      {props.hideLabel ? null : <span className="sb-odd__label">{label} </span>}
      <span className="sb-odd__rate">{text}</span>
      {direction ? (
        <>
          <span className="sb-odd__arrow" aria-hidden="true">
            {direction === 'up' ? '▲' : '▼'}
          </span>
          <span className="site-visually-hidden">
            {' '}
            {direction === 'up' ? LL.sportsbook.odds.up() : LL.sportsbook.odds.down()}
          </span>
        </>
      ) : null}
      {context}
    </button>
  );
});

/** The chosen odds format (re-exported for the slip's selector). */
export function useOddsFormatChoice() {
  const { oddsFormat } = useSportsbookSite().sportsbook;
  return [useStore(oddsFormat.$oddsFormat), oddsFormat.setOddsFormat] as const;
}
