import { HomeCarousel, useDisplayText, useI18nContext, useSideMenu } from '@site/react';
import { useLiveSports } from '@site/react/sportsbook';
import { Link } from 'wouter';

type SportsSection = 'liveBettings' | 'sports' | 'betco';

/**
 * A sportsbook section (/spor/…) until the sportsbook screens of document 2 are built: what it
 * is, the sportsbook slides, the sports entries of the core's menu (with the High Rate badges
 * and, with access, betco) and the live categories of the core's live feed.
 */
export function SportsSectionPage({ section }: { section: SportsSection }) {
  const { LL } = useI18nContext();
  const text = useDisplayText();
  const menu = useSideMenu();
  const sports = menu.groups.find((group) => group.id === 'sports');
  const entries = (sports?.items ?? []).flatMap((item) => [item, ...(item.children ?? [])]);
  return (
    <section className="site-page" aria-labelledby="demo-sports-title">
      <h1 className="site-page__title" id="demo-sports-title">
        {text({ key: `shell.menu.${section}` })}
      </h1>
      <p className="site-page__lead">
        {section === 'betco' ? LL.sections.sports.betcoIntro() : LL.sections.sports.intro()}
      </p>
      <HomeCarousel slug="sportsbook" />
      <nav aria-label={LL.sections.sports.sections()}>
        <ul className="demo-chips">
          {entries.map((item) =>
            item.target?.kind === 'navigate' ? (
              <li key={item.id}>
                <Link href={item.target.path} className="site-button site-button--secondary">
                  {text({ key: item.title })}
                  {item.badge ? (
                    <span className="site-badge">{text({ key: item.badge })}</span>
                  ) : null}
                </Link>
              </li>
            ) : null,
          )}
        </ul>
      </nav>
      <LiveCategories />
    </section>
  );
}

/** The live feed's sports with their match counts and a few matches each. */
function LiveCategories() {
  const { LL } = useI18nContext();
  const { sports, loading } = useLiveSports();
  return (
    <section aria-labelledby="demo-live-title">
      <h2 id="demo-live-title">{LL.sections.sports.live()}</h2>
      {sports.length === 0 ? (
        <p role={loading ? 'status' : undefined}>
          {loading ? LL.sections.sports.liveLoading() : LL.sections.sports.liveEmpty()}
        </p>
      ) : (
        <ul className="demo-live">
          {sports.map((sport) => (
            <li key={sport.key} className="demo-live__sport">
              <h3>
                {sport.name}{' '}
                <small className="demo-muted">
                  {LL.sections.sports.events({ count: sport.visibleCount })}
                </small>
              </h3>
              <ul>
                {sport.leagues
                  .flatMap((league) => league.events)
                  .slice(0, 3)
                  .map((event) => (
                    <li key={event.id}>
                      {event.homeName} – {event.awayName}
                      {event.score ? <strong> {event.score}</strong> : null}
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
