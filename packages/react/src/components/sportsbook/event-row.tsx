import type { EventMarkets, PrematchMarket } from '@site/core/sportsbook';
import { liveEventRoute, prematchDetailRoute } from '@site/core/sportsbook';
import { memo } from 'react';
import { Link } from 'wouter';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';
import { CountryFlag } from './country-flag';
import { OutcomeButtons } from './outcome-buttons';

export interface EventRowData extends EventMarkets {
  id: number;
  sportId: number;
  homeName: string;
  awayName: string;
  locked: boolean;
  moreMarkets: number;
  /** The flag beside the competition line (mixed lists); null: a globe. */
  countryCode?: string | null;
}

export interface EventRowProps {
  event: EventRowData;
  /** Prematch: dd.MM and HH:mm; live: score and minute. */
  when: { top: string; bottom: string };
  live?: boolean;
  /** The star: shown when given. */
  favorite?: { on: boolean; toggle: () => void };
  /** Narrow layout: one market, chosen by the mobile market selector. */
  market?: PrematchMarket | 'all';
  /** Competition name line above the teams (mixed lists such as popular events). */
  competition?: string;
}

/**
 * Lists build `when` and `favorite` afresh on each render: equal content is an equal row, so
 * a list re-render (a favorite toggled, a feed reload) re-renders only the rows that changed.
 * `favorite.toggle` acts on the row's event, compared by identity.
 */
function sameRow(a: EventRowProps, b: EventRowProps): boolean {
  return (
    a.event === b.event &&
    a.live === b.live &&
    a.market === b.market &&
    a.competition === b.competition &&
    a.when.top === b.when.top &&
    a.when.bottom === b.when.bottom &&
    a.favorite?.on === b.favorite?.on &&
    (a.favorite === undefined) === (b.favorite === undefined)
  );
}

/** One match with its main markets: the row of every sportsbook list. */
export const EventRow = memo(function EventRow(props: EventRowProps) {
  const { event, live = false, market = 'all' } = props;
  const { LL } = useI18nContext();
  const t = LL.sportsbook;
  const name = `${event.homeName} - ${event.awayName}`;
  const detail = live ? liveEventRoute(event.sportId, event.id) : prematchDetailRoute(event.id);
  const pickContext = { eventName: name, locked: event.locked, live } as const;
  const showResult = market === 'all' || market === 'matchResult';
  const showTotals = market === 'totalGoals';
  const totalLine = event.totalGoals.line ?? '';
  return (
    <li className={`sb-row${live ? ' sb-row--live' : ''}`} data-event-id={event.id}>
      {props.favorite ? (
        <button
          type="button"
          className={`sb-icon-button sb-star${props.favorite.on ? ' sb-star--on' : ''}`}
          aria-pressed={props.favorite.on}
          aria-label={t.favoriteToggle({ name })}
          onClick={props.favorite.toggle}
        >
          <span aria-hidden="true">{props.favorite.on ? '★' : '☆'}</span>
        </button>
      ) : null}
      <div className={`sb-row__when${live ? ' sb-row__when--live' : ''}`}>
        <span>{props.when.top}</span>
        <span>{props.when.bottom}</span>
      </div>
      <Link href={detail} className="sb-row__teams">
        {props.competition ? (
          <span className="sb-row__competition">
            <CountryFlag code={event.countryCode ?? null} />
            {props.competition}
          </span>
        ) : null}
        <span className="sb-row__team">{event.homeName}</span>
        <span className="sb-row__team">{event.awayName}</span>
      </Link>
      <div className="sb-row__markets">
        {showResult ? (
          <OutcomeButtons
            {...pickContext}
            className={`sb-market${event.twoWay ? ' sb-market--two' : ''}`}
            marketName={t.markets.matchResult()}
            outcomes={[
              { cell: event.winner.home, label: '1' },
              ...(event.twoWay ? [] : [{ cell: event.winner.draw, label: 'X' }]),
              { cell: event.winner.away, label: '2' },
            ]}
          />
        ) : null}
        {market === 'all' && event.twoWay ? (
          // No double chance without a draw: its column stays, empty, so the rows line up.
          <div className="sb-market sb-market--secondary sb-market--none" />
        ) : null}
        {market === 'all' && !event.twoWay ? (
          <OutcomeButtons
            {...pickContext}
            className="sb-market sb-market--secondary"
            marketName={t.markets.doubleChance()}
            outcomes={[
              { cell: event.doubleChance.homeOrDraw, label: '1X' },
              { cell: event.doubleChance.homeOrAway, label: '12' },
              { cell: event.doubleChance.drawOrAway, label: 'X2' },
            ]}
          />
        ) : null}
        {showTotals ? (
          <OutcomeButtons
            {...pickContext}
            className="sb-market"
            marketName={t.markets.totalGoals()}
            outcomes={[
              { cell: event.totalGoals.under, label: `${t.markets.under()} ${totalLine}` },
              { cell: event.totalGoals.over, label: `${t.markets.over()} ${totalLine}` },
            ]}
          />
        ) : null}
      </div>
      <Link
        href={detail}
        className="sb-row__more"
        aria-label={t.moreMarkets({ count: event.moreMarkets, name })}
      >
        +{event.moreMarkets}
        <Icon name="next" />
      </Link>
    </li>
  );
}, sameRow);
