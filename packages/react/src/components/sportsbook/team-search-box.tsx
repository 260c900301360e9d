import { useStore } from '@nanostores/react';
import { prematchDetailRoute } from '@site/core/sportsbook';
import { useId } from 'react';
import { Link } from 'wouter';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { SkeletonRows } from './skeleton-rows';

/** 'Search Team': the core debounces (1.5 s) and de-duplicates; results show in a popup. */
export function TeamSearchBox() {
  const { LL } = useI18nContext();
  const t = LL.sportsbook.teamSearch;
  const { prematch } = useSportsbookSite().sportsbook;
  const search = useStore(prematch.$teamSearch);
  const inputId = useId();
  const popupId = useId();
  const open = search.term.trim() !== '' && search.status !== 'idle';
  return (
    <div className="sb-team-search">
      <label className="site-visually-hidden" htmlFor={inputId}>
        {t.label()}
      </label>
      <input
        id={inputId}
        className="sb-search"
        type="search"
        placeholder={t.label()}
        value={search.term}
        aria-controls={open ? popupId : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape') prematch.clearSearch();
        }}
        onChange={(event) => prematch.setSearchTerm(event.currentTarget.value)}
      />
      {open ? (
        <section id={popupId} className="sb-popup" aria-label={t.results()}>
          {search.status === 'ready' || search.status === 'failed' ? (
            <>
              <p className="sb-popup__count" role="status">
                {t.found({ count: search.results.length })}
              </p>
              <ul className="sb-popup__list">
                {search.results.map((row) => (
                  <li key={row.id}>
                    <Link
                      href={prematchDetailRoute(row.id)}
                      className="sb-search-row"
                      onClick={() => prematch.clearSearch()}
                    >
                      <span className="sb-search-row__when">
                        <span>{row.date}</span>
                        <span>{row.time}</span>
                      </span>
                      <span className="sb-search-row__what">
                        <span className="sb-search-row__league">
                          {row.group} · {row.competition}
                        </span>
                        <span>
                          {row.homeName} - {row.awayName}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <SkeletonRows count={4} label={LL.sportsbook.loading()} />
          )}
        </section>
      ) : null}
    </div>
  );
}
