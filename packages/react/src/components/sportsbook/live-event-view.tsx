import { useStore } from '@nanostores/react';
import {
  isLiveWidgetCategory,
  type LiveEventView as LiveEvent,
  scoreboardOf,
} from '@site/core/sportsbook';
import { useEffect } from 'react';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { usePageTrail } from '../breadcrumb/page-trail';
import { EventMarketsView } from './event-markets-view';
import { LiveEventList } from './live-event-list';
import { LiveFeedStatus } from './live-feed-status';

/** /spor/live/event-view/{sportId}/{eventId}: scoreboard, live markets, star, other live matches. */
export function LiveEventPage({ eventId }: { eventId?: number | undefined }) {
  const { live } = useSportsbookSite().sportsbook;
  const active = useStore(live.$activeEvent);
  useEffect(() => {
    if (eventId !== undefined) live.setActiveEvent(eventId);
  }, [live, eventId]);
  return (
    <div className="sb-center">
      <LiveFeedStatus rows={4}>{active ? <LiveEventDetail event={active} /> : null}</LiveFeedStatus>
      <LiveEventList />
    </div>
  );
}

function LiveEventDetail({ event }: { event: LiveEvent }) {
  const { LL } = useI18nContext();
  const t = LL.sportsbook;
  const { live } = useSportsbookSite().sportsbook;
  useStore(live.$liveFavorites);
  const favorite = live.isLiveFavorite(event.id);
  const board = scoreboardOf(event);
  const name = `${event.homeName} - ${event.awayName}`;
  const sports = useStore(live.$liveSports);
  // Spec 000 §2 breadcrumb: Home / Live Betting / sport / league / the match.
  const sport = sports.find((node) => node.id === event.sportId)?.name;
  usePageTrail([...(sport ? [{ label: sport }] : []), { label: event.groupName }, { label: name }]);
  return (
    <article className="sb-event" aria-labelledby="sb-event-title">
      <header className="sb-scoreboard">
        <div className="sb-scoreboard__league">
          <span className="sb-live-dot">{t.live()}</span>
          <span>{event.groupName}</span>
          <button
            type="button"
            className={`sb-icon-button sb-star${favorite ? ' sb-star--on' : ''}`}
            aria-pressed={favorite}
            aria-label={t.favoriteToggle({ name })}
            onClick={() => live.toggleLiveFavorite(event)}
          >
            <span aria-hidden="true">{favorite ? '★' : '☆'}</span>
          </button>
        </div>
        <h1 id="sb-event-title" className="sb-scoreboard__teams">
          <span>{event.homeName}</span>
          <span className="sb-scoreboard__vs">–</span>
          <span>{event.awayName}</span>
        </h1>
        <table className="sb-scoreboard__table">
          <caption className="site-visually-hidden">{t.scoreboard()}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="site-visually-hidden">{t.team()}</span>
              </th>
              {board.periods.map((_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: periods are positions
                <th key={`p${index}`} scope="col" className="sb-scoreboard__period">
                  <abbr title={t.periodName[board.periodKind]({ n: index + 1 })}>
                    {t.period[board.periodKind]({ n: index + 1 })}
                  </abbr>
                </th>
              ))}
              {board.columns.map((column) => (
                <th key={column.kind} scope="col">
                  {t.score[column.kind]()}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{event.homeName}</th>
              {board.periods.map((score, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: periods are positions
                <td key={`p${index}`} className="sb-scoreboard__period">
                  {score.home}
                </td>
              ))}
              {board.columns.map((column, index) => (
                <td key={column.kind} className={index === 0 ? 'sb-scoreboard__main' : undefined}>
                  {column.home}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{event.awayName}</th>
              {board.periods.map((score, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: periods are positions
                <td key={`p${index}`} className="sb-scoreboard__period">
                  {score.away}
                </td>
              ))}
              {board.columns.map((column, index) => (
                <td key={column.kind} className={index === 0 ? 'sb-scoreboard__main' : undefined}>
                  {column.away}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
        <p className="sb-scoreboard__clock">
          {board.period}
          {board.minute === null ? '' : ` · ${board.minute}'`}
          {event.locked ? ` · ${t.suspended()}` : ''}
        </p>
        {isLiveWidgetCategory(event.sportId) ? <LiveWidget event={event} /> : null}
      </header>
      <EventMarketsView event={event} live />
    </article>
  );
}

/** The live widget (categories 1–6 only): a pitch or court with the running clock. */
function LiveWidget({ event }: { event: LiveEvent }) {
  const { LL } = useI18nContext();
  return (
    <div
      className={`sb-widget sb-widget--sport-${event.sportId}`}
      role="img"
      aria-label={LL.sportsbook.widget({
        home: event.homeName,
        away: event.awayName,
        score: event.score ?? '0-0',
      })}
    >
      <span className="sb-widget__half" />
      <span className="sb-widget__circle" />
      <span className="sb-widget__score">{event.score ?? '0-0'}</span>
    </div>
  );
}
