import { useStore } from '@nanostores/react';
import { LIVE_NARROW_BREAKPOINT_PX } from '@site/core/sportsbook';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { useViewportWidth } from '../../hooks/use-viewport-width';
import { useI18nContext } from '../../i18n/i18n-react';
import { HomeCarousel } from '../carousel/home-carousel';
import { CountryFlag } from './country-flag';
import { FailedWithRetry } from './failed-with-retry';
import { MobileMarketSelector, PrematchRows, SelectedCompetitions } from './selected-competitions';
import { SkeletonRows } from './skeleton-rows';
import { SPORTS_BANNER_PROPS } from './sports-banner-props';
import { TodayMatches } from './today-matches';

/** /spor/prematch and /spor/prematch/home: banner, chosen competitions, popular lists, today. */
export function PrematchHome() {
  const { LL } = useI18nContext();
  return (
    <div className="sb-center">
      <h1 className="site-visually-hidden">{LL.sportsbook.prematchTitle()}</h1>
      <HomeCarousel {...SPORTS_BANNER_PROPS} />
      <SelectedCompetitions />
      <PopularEvents />
      <PopularCompetitions />
      <TodayMatches />
    </div>
  );
}

function PopularCompetitions() {
  const { LL } = useI18nContext();
  const { prematch } = useSportsbookSite().sportsbook;
  const competitions = useStore(prematch.$popularCompetitions);
  const selected = useStore(prematch.$selectedIds);
  if (competitions.length === 0) return null;
  return (
    <section className="sb-list" aria-labelledby="sb-popular-competitions">
      <h2 id="sb-popular-competitions" className="sb-list__title">
        {LL.sportsbook.popularCompetitions()}
      </h2>
      <ul className="sb-tiles">
        {competitions.map((competition) => (
          <li key={competition.competitionId}>
            <button
              type="button"
              className="sb-tile"
              aria-pressed={selected.has(competition.competitionId)}
              onClick={() => prematch.selectCompetition(competition)}
            >
              <span className="sb-tile__group">
                <CountryFlag code={competition.countryCode} />
                {competition.groupName}
              </span>
              <strong>{competition.name}</strong>
              <span className="sb-count">{competition.count}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PopularEvents() {
  const { LL } = useI18nContext();
  const { prematch } = useSportsbookSite().sportsbook;
  const events = useStore(prematch.$popularEvents);
  const status = useStore(prematch.$popularEventsStatus);
  const narrow = useViewportWidth() < LIVE_NARROW_BREAKPOINT_PX;
  const market = useStore(prematch.$mobileMarket);
  return (
    <section className="sb-list" aria-labelledby="sb-popular-events">
      <div className="sb-list__head">
        <h2 id="sb-popular-events" className="sb-list__title">
          {LL.sportsbook.popularEvents()}
        </h2>
        {narrow ? <MobileMarketSelector /> : null}
      </div>
      {status === 'loading' ? (
        <SkeletonRows count={6} label={LL.sportsbook.loading()} />
      ) : status === 'failed' ? (
        // Spec 001 §8: this failure is silent (no toast, no alert); a quiet line with a retry.
        <FailedWithRetry
          silent
          message={LL.sportsbook.popularEventsFailed()}
          onRetry={() => void prematch.loadPopularEvents()}
        />
      ) : events.length === 0 ? (
        <p className="sb-panel__empty">{LL.sportsbook.noPopularEvents()}</p>
      ) : (
        <PrematchRows events={events} market={narrow ? market : 'all'} showCompetition />
      )}
    </section>
  );
}
