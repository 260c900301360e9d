import { useStore } from '@nanostores/react';
import type { PrematchEventRow, PrematchMarket } from '@site/core/sportsbook';
import { LIVE_NARROW_BREAKPOINT_PX, todayMatchesOf, upcomingRoute } from '@site/core/sportsbook';
import { useState } from 'react';
import { Link } from 'wouter';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { useViewportWidth } from '../../hooks/use-viewport-width';
import { useI18nContext } from '../../i18n/i18n-react';
import { FailedWithRetry } from './failed-with-retry';
import { MarketHeadings, MobileMarketSelector, PrematchRows } from './selected-competitions';
import { SkeletonRows } from './skeleton-rows';

/** Rows shown at first and added by each "show more": a day of football is well over 100. */
const PAGE_ROWS = 20;

/**
 * "Today's Matches" of the prematch home: a sport tab per sport with matches left today, then
 * the chosen sport's matches from now to the local midnight, soonest first (the core's
 * `todayMatchesOf(site)`), each with 1 / X / 2 and double-chance odds and its "+ N".
 */
export function TodayMatches() {
  const { LL } = useI18nContext();
  const t = LL.sportsbook;
  const site = useSportsbookSite();
  const { prematch } = site.sportsbook;
  const todayMatches = todayMatchesOf(site);
  const today = useStore(todayMatches.$todayMatches);
  const narrow = useViewportWidth() < LIVE_NARROW_BREAKPOINT_PX;
  const market = useStore(prematch.$mobileMarket);
  const showRows = today.status === 'ready' && today.rows.length > 0;
  return (
    <section className="sb-list sb-today" aria-labelledby="sb-today-title">
      <div className="sb-list__head">
        <h2 id="sb-today-title" className="sb-list__title">
          {t.todayMatches()}
          {showRows ? <span className="sb-count">{today.rows.length}</span> : null}
        </h2>
        {showRows && !narrow ? <MarketHeadings /> : null}
      </div>
      {today.sports.length > 1 ? (
        <fieldset className="sb-chips sb-today__sports">
          <legend className="site-visually-hidden">{t.todaySports()}</legend>
          {today.sports.map((sport) => (
            <button
              key={sport.id}
              type="button"
              className="sb-chip"
              aria-pressed={sport.id === today.sportId}
              onClick={() => todayMatches.selectTodaySport(sport.id)}
            >
              {sport.name}
            </button>
          ))}
        </fieldset>
      ) : null}
      {showRows && narrow ? <MobileMarketSelector /> : null}
      {today.status === 'failed' ? (
        <FailedWithRetry
          className="sb-today__message"
          message={t.todayFailed()}
          onRetry={() => void todayMatches.refreshTodayMatches()}
        />
      ) : today.status !== 'ready' ? (
        <SkeletonRows count={6} label={t.loading()} />
      ) : today.rows.length === 0 ? (
        <div className="sb-today__message">
          <p>{t.todayEmpty()}</p>
          <Link href={upcomingRoute(24)} className="sb-today__link">
            {t.todayUpcoming()}
          </Link>
        </div>
      ) : (
        <PagedRows key={today.sportId} rows={today.rows} market={narrow ? market : 'all'} />
      )}
    </section>
  );
}

function PagedRows({
  rows,
  market,
}: {
  rows: readonly PrematchEventRow[];
  market: PrematchMarket | 'all';
}) {
  const { LL } = useI18nContext();
  const [shown, setShown] = useState(PAGE_ROWS);
  const rest = rows.length - shown;
  return (
    <>
      <PrematchRows events={rows.slice(0, shown)} market={market} showCompetition timeOnly />
      {rest > 0 ? (
        <button
          type="button"
          className="site-button site-button--secondary sb-today__more"
          onClick={() => setShown((count) => count + PAGE_ROWS)}
        >
          {LL.sportsbook.todayShowMore({ count: Math.min(rest, PAGE_ROWS) })}
        </button>
      ) : null}
    </>
  );
}
