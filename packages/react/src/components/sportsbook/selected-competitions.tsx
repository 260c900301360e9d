import { useStore } from '@nanostores/react';
import type { PrematchEventRow, PrematchMarket } from '@site/core/sportsbook';
import { LIVE_NARROW_BREAKPOINT_PX } from '@site/core/sportsbook';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { useViewportWidth } from '../../hooks/use-viewport-width';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';
import { CountryFlag } from './country-flag';
import { EventRow } from './event-row';
import { SkeletonRows } from './skeleton-rows';

/** The chosen competitions with their events (spec 001 §2), desktop and mobile layouts. */
export function SelectedCompetitions() {
  const { LL } = useI18nContext();
  const { prematch } = useSportsbookSite().sportsbook;
  const selected = useStore(prematch.$selectedCompetitions);
  const narrow = useViewportWidth() < LIVE_NARROW_BREAKPOINT_PX;
  const market = useStore(prematch.$mobileMarket);
  if (selected.length === 0) return null;
  return (
    <section className="sb-list" aria-labelledby="sb-selected-title">
      <div className="sb-list__head">
        <h2 id="sb-selected-title" className="sb-list__title">
          {LL.sportsbook.selectedCompetitions()}
        </h2>
        {narrow ? <MobileMarketSelector /> : <MarketHeadings />}
      </div>
      {selected.map((competition) => (
        <section
          key={competition.competitionId}
          className="sb-group sb-league"
          aria-label={competition.name}
        >
          <h3 className="sb-group__title">
            <span>
              <CountryFlag code={competition.countryCode} />
              {competition.groupName} · {competition.name}
            </span>
            <button
              type="button"
              className="sb-icon-button"
              aria-label={LL.sportsbook.removeCompetition({ name: competition.name })}
              onClick={() => prematch.removeCompetition(competition.competitionId)}
            >
              <Icon name="close" size="1em" />
            </button>
          </h3>
          {competition.status === 'loading' ? (
            <SkeletonRows count={3} label={LL.sportsbook.loading()} />
          ) : competition.status === 'failed' ? (
            <p className="sb-panel__empty" role="alert">
              {LL.sportsbook.competitionFailed()}
            </p>
          ) : competition.events.length === 0 ? (
            <p className="sb-panel__empty">{LL.sportsbook.prematchPanel.noEvents()}</p>
          ) : (
            <PrematchRows events={competition.events} market={narrow ? market : 'all'} />
          )}
        </section>
      ))}
    </section>
  );
}

/** Rows of prematch events with the favorite star. */
export function PrematchRows({
  events,
  market = 'all',
  showCompetition = false,
  timeOnly = false,
}: {
  events: readonly PrematchEventRow[];
  market?: PrematchMarket | 'all';
  showCompetition?: boolean;
  /** Only HH:mm (a list of one day), not dd.MM over it. */
  timeOnly?: boolean;
}) {
  const { prematch } = useSportsbookSite().sportsbook;
  const favorites = useStore(prematch.$favoritePrematchEventIds);
  return (
    <ul className="sb-rows">
      {events.map((event) => (
        <EventRow
          key={event.id}
          event={event}
          market={market}
          when={
            timeOnly ? { top: event.time, bottom: '' } : { top: event.date, bottom: event.time }
          }
          {...(showCompetition
            ? { competition: `${event.groupName} · ${event.competitionName}` }
            : {})}
          favorite={{
            on: favorites.has(event.id),
            toggle: () => prematch.togglePrematchFavorite(event),
          }}
        />
      ))}
    </ul>
  );
}

/** The market names over the odds columns (desktop). */
export function MarketHeadings() {
  const { LL } = useI18nContext();
  return (
    <div className="sb-list__markets" aria-hidden="true">
      <span>{LL.sportsbook.markets.matchResult()}</span>
      <span>{LL.sportsbook.markets.doubleChance()}</span>
    </div>
  );
}

/** Mobile: one market per row, Match Result (1X2) or Total Goals (Under/Over). */
export function MobileMarketSelector() {
  const { LL } = useI18nContext();
  const { prematch } = useSportsbookSite().sportsbook;
  const market = useStore(prematch.$mobileMarket);
  const options: { value: PrematchMarket; label: string }[] = [
    { value: 'matchResult', label: LL.sportsbook.markets.matchResult1x2() },
    { value: 'totalGoals', label: LL.sportsbook.markets.totalGoalsUnderOver() },
  ];
  return (
    <div className="sb-chips">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="sb-chip"
          aria-pressed={market === option.value}
          onClick={() => prematch.setMobileMarket(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
