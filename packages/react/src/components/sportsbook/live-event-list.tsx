import { useStore } from '@nanostores/react';
import { useMemo, useRef } from 'react';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { CountryFlag } from './country-flag';
import { EventRow } from './event-row';
import { firstLiveEvents, liveEventCount } from './first-live-events';
import { useProgressiveCount } from './use-progressive-count';

/**
 * Every live match by sport and league, as rows with their live odds. The feed holds hundreds
 * of matches: the first screen renders at once, the rest in small idle steps (progressive
 * rendering, docs/sportsbook-live.md), so start-up has no long task.
 */
export function LiveEventList({ sportId }: { sportId?: number | null }) {
  const { LL } = useI18nContext();
  const { live } = useSportsbookSite().sportsbook;
  const sports = useStore(useMemo(() => live.liveSportsOf(sportId ?? null), [live, sportId]));
  useStore(live.$liveFavorites);
  const listRef = useRef<HTMLElement>(null);
  const restRef = useRef<HTMLDivElement>(null);
  const total = useMemo(() => liveEventCount(sports), [sports]);
  const count = useProgressiveCount(total, listRef, restRef);
  const shown = useMemo(() => firstLiveEvents(sports, count), [sports, count]);
  return (
    <section ref={listRef} className="sb-list" aria-labelledby="sb-live-list-title">
      <h2 id="sb-live-list-title" className="sb-list__title">
        {LL.sportsbook.liveNow()}
      </h2>
      {shown.map((sport) => (
        <section key={sport.key} className="sb-group" aria-label={sport.name}>
          {sport.leagues.map((league) => (
            <div key={league.key} className="sb-league">
              <h3 className="sb-group__title">
                <span>
                  <CountryFlag code={league.countryCode} />
                  {sport.name} · {league.groupName}
                </span>
              </h3>
              <ul className="sb-rows">
                {league.events.map((event) => (
                  <EventRow
                    key={event.id}
                    event={event}
                    live
                    when={{
                      top: event.score ?? '0-0',
                      bottom: `${event.period}${event.minute === null ? '' : ` ${event.minute}'`}`,
                    }}
                    favorite={{
                      on: live.isLiveFavorite(event.id),
                      toggle: () => live.toggleLiveFavorite(event),
                    }}
                  />
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
      {/* The room the matches not rendered yet will take (sized by useProgressiveCount). */}
      <div ref={restRef} className="sb-list__rest" aria-hidden="true" />
    </section>
  );
}
