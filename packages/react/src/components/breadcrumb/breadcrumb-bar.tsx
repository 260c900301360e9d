import { useStore } from '@nanostores/react';
import type { ContentCategory } from '@site/core';
import { breadcrumbFor, contentPagePath } from '@site/core/shell';
import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { useDisplayText } from '../../hooks/use-display-text';
import { useShellSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';

/** Content page titles by route (`/pages/3` → its title), for the breadcrumb. */
export function pageTitles(categories: readonly ContentCategory[]): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const category of categories) {
    for (const page of category.contentList) titles[contentPagePath(page.id)] = page.title;
  }
  return titles;
}

export interface BreadcrumbBarProps {
  /** Server titles by route, beyond the content pages (e.g. a promotion's name). */
  titles?: Record<string, string>;
}

/**
 * Where the visitor is: Home, then each labelled part of the route; the last one is the
 * current page (highlighted, not a link). Items are separated by a slash. Hidden on the home
 * page, where it would only say "Home".
 */
export function BreadcrumbBar({ titles }: BreadcrumbBarProps) {
  const { LL } = useI18nContext();
  const text = useDisplayText();
  const [path] = useLocation();
  const categories = useStore(useShellSite().content.$categories);
  const items = useMemo(
    () => breadcrumbFor(path, { ...pageTitles(categories), ...titles }),
    [path, categories, titles],
  );
  if (items.length < 2) return null;
  return (
    <nav className="site-breadcrumb" aria-label={LL.breadcrumbBar.label()}>
      <ol className="site-breadcrumb__list">
        {items.map((item) => (
          <li key={item.url} className="site-breadcrumb__item">
            {item.current ? (
              <span className="site-breadcrumb__current" aria-current="page">
                {text(item.label)}
              </span>
            ) : (
              <Link href={item.url}>{text(item.label)}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
