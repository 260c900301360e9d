import { useStore } from '@nanostores/react';
import { liveEventRoute, liveHighlightsOf } from '@site/core/sportsbook';
import { Link } from 'wouter';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { FailedWithRetry } from './failed-with-retry';
import { MatchCard } from './match-card';
import { SkeletonRows } from './skeleton-rows';

/**
 * The home page's "live now" strip: the core's live highlights (open matches first) as cards
 * with score, clock and live 1 X 2 odds; a link to every live match. Watching it loads and
 * polls the live feed like the live panel does; a failure shows here only, with a retry.
 */
export function LiveNowStrip() {
  const { LL } = useI18nContext();
  const t = LL.homePage;
  const { live } = useSportsbookSite().sportsbook;
  const state = useStore(liveHighlightsOf(live));
  return (
    <section className="sb-home-strip" aria-labelledby="sb-home-live-title">
      <div className="sb-home-strip__head">
        <h2 id="sb-home-live-title" className="sb-home-strip__title">
          <span className="sb-home-strip__pulse" aria-hidden="true" />
          {t.liveTitle()}
        </h2>
        {state.total > 0 ? (
          <Link href="/spor/live/event-view" className="sb-home-strip__all">
            {t.liveAll({ count: state.total })}
          </Link>
        ) : null}
      </div>
      {state.status === 'loading' ? (
        <SkeletonRows count={2} label={t.loading()} />
      ) : state.status === 'failed' ? (
        <FailedWithRetry silent message={t.liveFailed()} onRetry={() => void live.refresh()} />
      ) : state.events.length === 0 ? (
        <p className="sb-home-strip__empty">{t.liveEmpty()}</p>
      ) : (
        <ul className="sb-home-strip__list">
          {state.events.map(({ event, sportName }) => (
            <li key={event.id}>
              <MatchCard
                event={event}
                live
                meta={`${sportName} · ${event.groupName}`}
                when={`${event.period}${event.minute === null ? '' : ` ${event.minute}'`}`}
                score={
                  event.home !== null && event.away !== null
                    ? { home: event.home, away: event.away }
                    : { home: '0', away: '0' }
                }
                href={liveEventRoute(event.sportId, event.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
