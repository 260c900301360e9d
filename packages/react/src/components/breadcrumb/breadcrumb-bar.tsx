import { useStore } from '@nanostores/react';
import type { ContentCategory } from '@site/core';
import {
  type BreadcrumbItem,
  breadcrumbFor,
  breadcrumbItems,
  contentPagePath,
} from '@site/core/shell';
import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { useDisplayText } from '../../hooks/use-display-text';
import { useShellSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { type PageCrumb, usePageCrumbs } from './page-trail';

/** Content page titles by route (`/pages/3` → its title), for the breadcrumb. */
export function pageTitles(categories: readonly ContentCategory[]): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const category of categories) {
    for (const page of category.contentList) titles[contentPagePath(page.id)] = page.title;
  }
  return titles;
}

/**
 * The route's trail, then the screen's own crumbs (`usePageTrail`); the last one is current.
 * The route's last item stays a link when the screen adds more after it.
 */
function withPageCrumbs(
  route: readonly BreadcrumbItem[],
  crumbs: readonly PageCrumb[],
): BreadcrumbItem[] {
  return breadcrumbItems([
    ...route.map(({ label, url }) => ({ label, url })),
    ...crumbs.map((crumb) => ({ label: { text: crumb.label }, url: crumb.url ?? '' })),
  ]);
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
  const crumbs = usePageCrumbs(path);
  const items = useMemo(() => {
    const route = breadcrumbFor(path, { ...pageTitles(categories), ...titles });
    return crumbs.length === 0 ? route : withPageCrumbs(route, crumbs);
  }, [path, categories, titles, crumbs]);
  if (items.length < 2) return null;
  return (
    <nav className="site-breadcrumb" aria-label={LL.breadcrumbBar.label()}>
      <ol className="site-breadcrumb__list">
        {items.map((item) => (
          // Crumbs a screen adds may have no url: their label tells them apart.
          <li key={`${item.url}:${JSON.stringify(item.label)}`} className="site-breadcrumb__item">
            {item.current ? (
              <span className="site-breadcrumb__current" aria-current="page">
                {text(item.label)}
              </span>
            ) : item.url ? (
              <Link href={item.url}>{text(item.label)}</Link>
            ) : (
              <span>{text(item.label)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
