import { useStore } from '@nanostores/react';
import { type LiveEventView, liveEventRoute } from '@site/core/sportsbook';
import { useId } from 'react';
import { Link } from 'wouter';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';
import { CountryFlag } from './country-flag';
import { LiveFeedStatus } from './live-feed-status';

/** Spec 001 §2 live left panel: eye toggle, Search Event, favorites, sports › leagues › events. */
export function LivePanel() {
  const { LL } = useI18nContext();
  const t = LL.sportsbook.livePanel;
  const { live } = useSportsbookSite().sportsbook;
  const sports = useStore(live.$liveSports);
  const search = useStore(live.$search);
  const allOpen = useStore(live.$allOpen);
  const searchId = useId();
  return (
    <nav className="sb-panel" aria-label={t.title()}>
      <div className="sb-panel__tools">
        <button
          type="button"
          className="sb-icon-button"
          aria-pressed={allOpen}
          aria-label={allOpen ? t.closeAll() : t.openAll()}
          onClick={live.toggleAll}
        >
          <span aria-hidden="true">{allOpen ? '◉' : '◎'}</span>
        </button>
        <label className="site-visually-hidden" htmlFor={searchId}>
          {t.search()}
        </label>
        <input
          id={searchId}
          className="sb-search"
          type="search"
          placeholder={t.search()}
          value={search}
          onChange={(event) => live.setSearch(event.currentTarget.value)}
        />
        <span className="sb-icon-button" role="img" aria-label={t.liveTv()}>
          <Icon name="tv" />
        </span>
      </div>
      <LiveFavorites />
      <LiveFeedStatus>
        <ul className="sb-tree">
          {sports.map((sport) => (
            <li key={sport.key} className="sb-tree__sport">
              <button
                type="button"
                className="sb-tree__toggle"
                aria-expanded={sport.open}
                onClick={() => live.toggleGroup(sport.key)}
              >
                <span>{sport.name}</span>
                <span className="sb-count">{sport.visibleCount}</span>
              </button>
              {sport.open ? (
                <ul>
                  {sport.leagues.map((league) => (
                    <li key={league.key} className="sb-tree__league">
                      <button
                        type="button"
                        className="sb-tree__toggle sb-tree__toggle--league"
                        aria-expanded={league.open}
                        onClick={() => live.toggleGroup(league.key)}
                      >
                        <span className="sb-tree__country">
                          <CountryFlag code={league.countryCode} />
                          {league.groupName}
                        </span>
                        <span className="sb-count">{league.events.length}</span>
                      </button>
                      {league.open ? (
                        <ul>
                          {league.events.map((event) => (
                            <li key={event.id}>
                              <LiveEventLink event={event} />
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        {sports.length === 0 && search ? <p className="sb-panel__empty">{t.noMatch()}</p> : null}
      </LiveFeedStatus>
    </nav>
  );
}

function LiveFavorites() {
  const { LL } = useI18nContext();
  const { live } = useSportsbookSite().sportsbook;
  const favorites = useStore(live.$favoriteLiveEvents);
  const id = useId();
  return (
    <details className="sb-accordion" open>
      <summary id={id}>{LL.sportsbook.myFavorites()}</summary>
      {favorites.length === 0 ? (
        <p className="sb-panel__empty">{LL.sportsbook.noSelected()}</p>
      ) : (
        <ul aria-labelledby={id}>
          {favorites.map(({ favorite, event }) => (
            <li key={favorite.eventId}>
              {event ? (
                <LiveEventLink event={event} />
              ) : (
                <span className="sb-live-link sb-live-link--gone">
                  {favorite.homeName} - {favorite.awayName}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** A live match in the panel: teams, score, period and minute, a lock when not open. */
export function LiveEventLink({ event }: { event: LiveEventView }) {
  const { LL } = useI18nContext();
  const { live } = useSportsbookSite().sportsbook;
  const activeId = useStore(live.$activeEventId);
  return (
    <Link
      href={liveEventRoute(event.sportId, event.id)}
      className={`sb-live-link${activeId === event.id ? ' sb-live-link--active' : ''}`}
      aria-current={activeId === event.id ? 'page' : undefined}
    >
      <span className="sb-live-link__teams">
        <span>{event.homeName}</span>
        <span>{event.awayName}</span>
      </span>
      <span className="sb-live-link__score">
        <span>{event.home ?? '0'}</span>
        <span>{event.away ?? '0'}</span>
      </span>
      <span className="sb-live-link__time">
        {event.period}
        {event.minute === null ? '' : ` ${event.minute}'`}
        {event.locked ? (
          <span role="img" aria-label={LL.sportsbook.odds.locked()}>
            <Icon name="lock" size="1em" />
          </span>
        ) : null}
      </span>
    </Link>
  );
}
