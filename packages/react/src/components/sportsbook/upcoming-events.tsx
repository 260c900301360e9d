import { useStore } from '@nanostores/react';
import { type HourFilter, upcomingRows } from '@site/core/sportsbook';
import { useMemo } from 'react';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { usePageTrail } from '../breadcrumb/page-trail';
import { PrematchRows, SelectedCompetitions } from './selected-competitions';
import { SkeletonRows } from './skeleton-rows';

/** Upcoming matches in the hour window, and the competitions that have matches in it. */
export function UpcomingEvents({ hour }: { hour: HourFilter }) {
  const { LL } = useI18nContext();
  const t = LL.sportsbook;
  const site = useSportsbookSite();
  const { prematch } = site.sportsbook;
  const popular = useStore(prematch.$popularEvents);
  const selected = useStore(prematch.$selectedCompetitions);
  const tree = useStore(prematch.$categoryTree);
  const competitions = useStore(prematch.$busiestCompetitions);
  const rows = useMemo(
    () =>
      upcomingRows(
        [popular, ...selected.map((competition) => competition.events)],
        hour,
        // "Now" is the site's clock port (a test's manual clock, a server render's time).
        site.env.clock.now(),
      ),
    [popular, selected, hour, site],
  );
  // Spec 000 §2 breadcrumb: Home / Sports / Upcoming matches / the hour window.
  usePageTrail([
    { label: t.upcomingAll(), url: '/spor/prematch/upcoming/1' },
    { label: hour === null ? t.allHours() : t.nextHours({ hours: hour }) },
  ]);
  return (
    <>
      <h1 className="sb-page-title">
        {hour === null ? t.upcomingAll() : t.upcoming({ hours: hour })}
      </h1>
      <SelectedCompetitions />
      <section className="sb-list" aria-labelledby="sb-upcoming-competitions">
        <h2 id="sb-upcoming-competitions" className="sb-list__title">
          {t.competitionsInWindow()}
        </h2>
        {tree.status === 'idle' || tree.status === 'loading' ? (
          <SkeletonRows count={3} label={t.loading()} />
        ) : (
          <ul className="sb-tiles">
            {competitions.map((competition) => (
              <li key={competition.id}>
                <button
                  type="button"
                  className="sb-tile"
                  onClick={() =>
                    prematch.selectCompetition({
                      competitionId: competition.id,
                      sportId: competition.sportId,
                      name: competition.name,
                      groupName: competition.groupName,
                    })
                  }
                >
                  <span className="sb-tile__group">{competition.groupName}</span>
                  <strong>{competition.name}</strong>
                  <span className="sb-count">{competition.count}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="sb-list" aria-labelledby="sb-upcoming-title">
        <h2 id="sb-upcoming-title" className="sb-list__title">
          {t.upcomingMatches()}
        </h2>
        {rows.length === 0 ? (
          <p className="sb-panel__empty">{t.prematchPanel.noEvents()}</p>
        ) : (
          <PrematchRows events={rows} showCompetition />
        )}
      </section>
    </>
  );
}
