import { useStore } from '@nanostores/react';
import { liveEventRoute } from '@site/core/sportsbook';
import { Link } from 'wouter';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { usePageTrail } from '../breadcrumb/page-trail';
import { MarketGroup } from './event-markets-view';
import { OddsButton } from './odds-button';
import { SkeletonRows } from './skeleton-rows';
import { useEventMarkets } from './use-event-markets';

/** /spor/prematch/prematch-detail/{eventId}: the event and every one of its markets. */
export function MatchDetail({ eventId }: { eventId: number }) {
  const { LL } = useI18nContext();
  const t = LL.sportsbook;
  const { prematch } = useSportsbookSite().sportsbook;
  const favorites = useStore(prematch.$favoritePrematchEventIds);
  const state = useEventMarkets(eventId);
  const tree = useStore(prematch.$categoryTree);
  const event = state.event;
  // Spec 000 §2 breadcrumb: Home / Sports / sport / country · competition / the match.
  const sport = event ? tree.sports.find((node) => node.id === event.sportId)?.name : undefined;
  usePageTrail(
    event
      ? [
          ...(sport ? [{ label: sport }] : []),
          { label: `${event.groupName} · ${event.competitionName}` },
          { label: `${event.homeName} - ${event.awayName}` },
        ]
      : null,
  );
  if (state.status === 'failed' && !state.event)
    return (
      <div className="sb-center">
        <div className="sb-failed" role="alert">
          <p>{state.message ?? t.detailFailed()}</p>
          <Link href="/spor/prematch" className="site-button site-button--secondary">
            {t.backToSports()}
          </Link>
        </div>
      </div>
    );
  if (!event)
    return (
      <div className="sb-center">
        <SkeletonRows count={8} label={t.loading()} />
      </div>
    );
  const name = `${event.homeName} - ${event.awayName}`;
  const favorite = favorites.has(event.id);
  return (
    <article className="sb-center sb-event" aria-labelledby="sb-detail-title">
      <header className="sb-scoreboard">
        <div className="sb-scoreboard__league">
          {event.isLive ? <span className="sb-live-dot">{t.live()}</span> : null}
          <span>
            {event.groupName} · {event.competitionName}
          </span>
          <button
            type="button"
            className={`sb-icon-button sb-star${favorite ? ' sb-star--on' : ''}`}
            aria-pressed={favorite}
            aria-label={t.favoriteToggle({ name })}
            onClick={() => prematch.togglePrematchFavorite(event)}
          >
            <span aria-hidden="true">{favorite ? '★' : '☆'}</span>
          </button>
        </div>
        <h1 id="sb-detail-title" className="sb-scoreboard__teams">
          <span>{event.homeName}</span>
          <span className="sb-scoreboard__vs">–</span>
          <span>{event.awayName}</span>
        </h1>
        <p className="sb-scoreboard__clock">
          {event.date} · {event.time}
          {event.locked ? ` · ${t.suspended()}` : ''}
        </p>
        {event.isLive ? (
          <Link href={liveEventRoute(event.sportId, event.id)} className="sb-link">
            {t.watchLive()}
          </Link>
        ) : null}
      </header>
      {state.groups.map((group) => (
        <section
          key={group.id}
          className="sb-market-section"
          aria-labelledby={`sb-group-${group.id}`}
        >
          <h2 id={`sb-group-${group.id}`} className="sb-list__title">
            {group.name}
          </h2>
          <div className="sb-markets">
            {group.markets.map((market) => (
              <MarketGroup key={market.id} name={market.name}>
                {market.odds.map((odd) => (
                  <OddsButton
                    key={odd.id}
                    oddId={odd.id}
                    rate={odd.rate}
                    locked={event.locked}
                    label={odd.name}
                    eventName={name}
                    marketName={market.name}
                    isLive={event.isLive}
                  />
                ))}
              </MarketGroup>
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}
