import type { EventMarkets } from '@site/core/sportsbook';
import { memo } from 'react';
import { Link } from 'wouter';
import { useI18nContext } from '../../i18n/i18n-react';
import { CountryFlag } from './country-flag';
import { OutcomeButtons } from './outcome-buttons';

export interface MatchCardProps {
  event: EventMarkets & {
    id: number;
    /** The league's flag beside the meta line (null: a globe). */
    countryCode: string | null;
    homeName: string;
    awayName: string;
    locked: boolean;
    moreMarkets: number;
  };
  /** Sport and league (or competition) over the teams. */
  meta: string;
  /** Live: period and minute; prematch: date and time. */
  when: string;
  /** Live: each side's score, shown beside its name. */
  score?: { home: string; away: string } | null;
  /** The match page (live event view or prematch detail). */
  href: string;
  live?: boolean;
}

/**
 * One match as a card of the home page's strips: league and clock, the two teams (with the
 * score when live), the 1 X 2 odds as the sportsbook's own odds buttons (a click adds to the
 * slip) and the "+N" more-markets link to the match page.
 */
export const MatchCard = memo(function MatchCard(props: MatchCardProps) {
  const { event, live = false } = props;
  const { LL } = useI18nContext();
  const name = `${event.homeName} - ${event.awayName}`;
  const { home, draw, away } = event.winner;
  const outcomes = [
    { cell: home, label: '1' },
    ...(event.twoWay ? [] : [{ cell: draw, label: 'X' }]),
    { cell: away, label: '2' },
  ];
  return (
    <article className={`sb-card${live ? ' sb-card--live' : ''}`} aria-label={name}>
      <p className="sb-card__meta">
        <span className="sb-card__league">
          <CountryFlag code={event.countryCode} />
          {props.meta}
        </span>
        <span className={live ? 'sb-card__clock' : 'sb-card__time'}>{props.when}</span>
      </p>
      <Link href={props.href} className="sb-card__teams">
        <span className="sb-card__team">
          <span className="sb-card__name">{event.homeName}</span>
          {props.score ? <strong className="sb-card__score">{props.score.home}</strong> : null}
        </span>
        <span className="sb-card__team">
          <span className="sb-card__name">{event.awayName}</span>
          {props.score ? <strong className="sb-card__score">{props.score.away}</strong> : null}
        </span>
      </Link>
      <OutcomeButtons
        className={`sb-card__odds${event.twoWay ? ' sb-card__odds--two' : ''}`}
        outcomes={outcomes}
        eventName={name}
        marketName={LL.sportsbook.markets.matchResult()}
        locked={event.locked}
        live={live}
      />
      {event.moreMarkets > 0 ? (
        <Link href={props.href} className="sb-card__more">
          {LL.homePage.moreMarkets({ count: event.moreMarkets })}
          {/* The name says which match; the visible text stays its start (axe's label rule). */}
          <span className="site-visually-hidden">, {name}</span>
        </Link>
      ) : null}
    </article>
  );
});
