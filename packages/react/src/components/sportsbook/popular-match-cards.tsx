import { useStore } from '@nanostores/react';
import { prematchDetailRoute } from '@site/core/sportsbook';
import { Link } from 'wouter';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { FailedWithRetry } from './failed-with-retry';
import { MatchCard } from './match-card';
import { SkeletonRows } from './skeleton-rows';

/** Cards a home page shows of the popular matches. */
const SHOWN = 8;

/**
 * The home page's popular matches: the prematch module's popular events (the same list as the
 * prematch home) as cards with kick-off and 1 X 2 odds. Spec 001 §8 keeps this failure silent.
 */
export function PopularMatchCards() {
  const { LL } = useI18nContext();
  const t = LL.homePage;
  const { prematch } = useSportsbookSite().sportsbook;
  const events = useStore(prematch.$popularEvents);
  const status = useStore(prematch.$popularEventsStatus);
  return (
    <section className="sb-home-strip" aria-labelledby="sb-home-popular-title">
      <div className="sb-home-strip__head">
        <h2 id="sb-home-popular-title" className="sb-home-strip__title">
          {t.popularTitle()}
        </h2>
        <Link href="/spor/prematch" className="sb-home-strip__all">
          {t.popularAll()}
        </Link>
      </div>
      {status === 'loading' ? (
        <SkeletonRows count={2} label={t.loading()} />
      ) : status === 'failed' ? (
        <FailedWithRetry
          silent
          message={t.popularFailed()}
          onRetry={() => void prematch.loadPopularEvents()}
        />
      ) : events.length === 0 ? (
        <p className="sb-home-strip__empty">{t.popularEmpty()}</p>
      ) : (
        <ul className="sb-home-strip__list">
          {events.slice(0, SHOWN).map((event) => (
            <li key={event.id}>
              <MatchCard
                event={event}
                meta={`${event.groupName} · ${event.competitionName}`}
                when={`${event.date} ${event.time}`}
                href={prematchDetailRoute(event.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
