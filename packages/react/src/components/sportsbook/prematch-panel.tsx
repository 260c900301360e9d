import { useStore } from '@nanostores/react';
import {
  type CompetitionRef,
  HOUR_FILTERS,
  type HourFilter,
  SPORTSBOOK_ROUTES,
} from '@site/core/sportsbook';
import { useId } from 'react';
import { useLocation } from 'wouter';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';
import { CountryFlag } from './country-flag';
import { SkeletonRows } from './skeleton-rows';
import { TeamSearchBox } from './team-search-box';

/** Spec 001 §2 prematch left panel. */
export function PrematchPanel() {
  const { LL } = useI18nContext();
  return (
    <nav className="sb-panel" aria-label={LL.sportsbook.prematchPanel.title()}>
      <TeamSearchBox />
      <TopLeagues />
      <FavoriteCompetitions />
      <TimeFilters />
      <SportsTree />
    </nav>
  );
}

/** Selecting a competition from a detail page goes back to the prematch home (spec 001 §2). */
function useSelectCompetition(): (competition: CompetitionRef) => void {
  const { prematch } = useSportsbookSite().sportsbook;
  const [location, navigate] = useLocation();
  return (competition) => {
    prematch.selectCompetition(competition);
    if (location.includes('/prematch-detail/') || location.includes('/live/'))
      navigate(SPORTSBOOK_ROUTES.prematchHome);
  };
}

function TopLeagues() {
  const { LL } = useI18nContext();
  const { prematch } = useSportsbookSite().sportsbook;
  const leagues = useStore(prematch.$topLeagues);
  const selected = useStore(prematch.$selectedIds);
  const select = useSelectCompetition();
  return (
    <details className="sb-accordion" open>
      <summary>{LL.sportsbook.prematchPanel.topLeagues()}</summary>
      <ul className="sb-links">
        {leagues.map((league) => (
          <li key={league.key}>
            <button
              type="button"
              className="sb-link-button"
              aria-pressed={selected.has(league.competitionId)}
              onClick={() => select(league)}
            >
              <span>{league.name}</span>
              <span className="sb-count">{league.count}</span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

function FavoriteCompetitions() {
  const { LL } = useI18nContext();
  const { prematch } = useSportsbookSite().sportsbook;
  const favorites = useStore(prematch.$favoriteCompetitions);
  const select = useSelectCompetition();
  return (
    <details className="sb-accordion" open>
      <summary>{LL.sportsbook.myFavorites()}</summary>
      {favorites.length === 0 ? (
        <p className="sb-panel__empty">{LL.sportsbook.noSelected()}</p>
      ) : (
        <ul className="sb-links">
          {favorites.map((favorite) => (
            <li key={favorite.competitionId}>
              <button type="button" className="sb-link-button" onClick={() => select(favorite)}>
                <span>
                  {favorite.groupName} · {favorite.name}
                </span>
                <span className="sb-count">{favorite.count}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

function TimeFilters() {
  const { LL } = useI18nContext();
  const { prematch } = useSportsbookSite().sportsbook;
  const hour = useStore(prematch.$hourFilter);
  const id = useId();
  const options: HourFilter[] = [null, ...HOUR_FILTERS];
  return (
    <section className="sb-accordion sb-accordion--static" aria-labelledby={id}>
      <h2 id={id} className="sb-panel__heading">
        {LL.sportsbook.prematchPanel.timeFilters()}
      </h2>
      <div className="sb-chips">
        {options.map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            className="sb-chip"
            aria-pressed={hour === value}
            onClick={() => prematch.setHourFilter(value)}
          >
            {value === null
              ? LL.sportsbook.prematchPanel.all()
              : `${value}${LL.sportsbook.prematchPanel.hourSuffix()}`}
          </button>
        ))}
      </div>
    </section>
  );
}

function SportsTree() {
  const { LL } = useI18nContext();
  const t = LL.sportsbook.prematchPanel;
  const { prematch } = useSportsbookSite().sportsbook;
  const tree = useStore(prematch.$categoryTree);
  const selected = useStore(prematch.$selectedIds);
  useStore(prematch.$favoriteCompetitions);
  const id = useId();
  return (
    <section className="sb-accordion sb-accordion--static" aria-labelledby={id}>
      <div className="sb-panel__heading-row">
        <h2 id={id} className="sb-panel__heading">
          {t.sports()}
        </h2>
        <button
          type="button"
          className="sb-icon-button"
          aria-label={t.clearSelected()}
          disabled={selected.size === 0}
          onClick={prematch.clearCompetitions}
        >
          <Icon name="close" />
        </button>
      </div>
      {tree.status === 'idle' || tree.status === 'loading' ? (
        <SkeletonRows count={8} label={LL.sportsbook.loading()} />
      ) : tree.sports.length === 0 ? (
        <p className="sb-panel__empty">{t.noEvents()}</p>
      ) : (
        <ul className="sb-tree">
          {tree.sports.map((sport) => (
            <li key={sport.id}>
              <details className="sb-tree__details" open={sport.sort === tree.sports[0]?.sort}>
                <summary className="sb-tree__toggle">
                  <span>{sport.name}</span>
                  <span className="sb-count">{sport.count}</span>
                </summary>
                <ul>
                  {sport.groups.map((group) => (
                    <li key={`${group.id}-${group.name}`}>
                      <details className="sb-tree__details">
                        <summary className="sb-tree__toggle sb-tree__toggle--league">
                          <span className="sb-tree__country">
                            <CountryFlag code={group.countryCode} />
                            {group.name}
                          </span>
                          <span className="sb-count">{group.count}</span>
                        </summary>
                        <ul>
                          {group.competitions.map((competition) => {
                            const ref = {
                              competitionId: competition.id,
                              sportId: competition.sportId,
                              name: competition.name,
                              groupName: competition.groupName,
                            };
                            const favorite = prematch.isFavoriteCompetition(competition.id);
                            const boxId = `sb-competition-${competition.id}`;
                            return (
                              <li key={competition.id} className="sb-tree__competition">
                                <button
                                  type="button"
                                  className={`sb-icon-button sb-star${favorite ? ' sb-star--on' : ''}`}
                                  aria-pressed={favorite}
                                  aria-label={LL.sportsbook.favoriteToggle({
                                    name: competition.name,
                                  })}
                                  onClick={() =>
                                    prematch.toggleFavoriteCompetition({
                                      ...ref,
                                      count: competition.count,
                                    })
                                  }
                                >
                                  <span aria-hidden="true">{favorite ? '★' : '☆'}</span>
                                </button>
                                <input
                                  id={boxId}
                                  type="checkbox"
                                  checked={selected.has(competition.id)}
                                  onChange={() => prematch.toggleCompetition(ref)}
                                />
                                <label htmlFor={boxId}>{competition.name}</label>
                                <span className="sb-count">{competition.count}</span>
                              </li>
                            );
                          })}
                        </ul>
                      </details>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
