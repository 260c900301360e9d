import type { EventMarkets } from '@site/core/sportsbook';
import { OddsButton } from './odds-button';

/** One pick of a market: its odd (id, rate, lock) and the short label on its button. */
export interface Outcome {
  cell: EventMarkets['winner']['home'];
  label: string;
}

export interface OutcomeButtonsProps {
  outcomes: readonly Outcome[];
  /** "Home - Away": the slip placeholder and each button's accessible name. */
  eventName: string;
  marketName: string;
  /** The event is closed: every pick is locked. */
  locked: boolean;
  live: boolean;
  className: string;
}

/**
 * One market's picks as odds buttons, side by side: the same block in the sportsbook's event
 * rows and the home page's match cards, so both add to the slip and lock alike.
 */
export function OutcomeButtons(props: OutcomeButtonsProps) {
  return (
    <div className={props.className}>
      {props.outcomes.map(({ cell, label }) => (
        <OddsButton
          key={label}
          oddId={cell.oddId}
          rate={cell.rate}
          locked={cell.locked || props.locked}
          label={label}
          eventName={props.eventName}
          marketName={props.marketName}
          isLive={props.live}
        />
      ))}
    </div>
  );
}
