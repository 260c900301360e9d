import { useStore } from '@nanostores/react';
import { breadcrumbFor, pageTitle } from '@site/core/shell';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useDisplayText } from '../../hooks/use-display-text';
import { useShellSite } from '../../hooks/use-site';
import { pageTitles } from '../breadcrumb/breadcrumb-bar';

/**
 * Keeps `document.title` on the current page: its name as the breadcrumb gives it (a content
 * page's own title included) and the brand. Renders nothing.
 */
export function DocumentTitle() {
  const site = useShellSite();
  const [path] = useLocation();
  const text = useDisplayText();
  const categories = useStore(site.content.$categories);
  const crumbs = breadcrumbFor(path, pageTitles(categories));
  const last = crumbs.length > 1 ? crumbs[crumbs.length - 1] : undefined;
  const full = pageTitle(site.brand.name, last ? text(last.label) : undefined);
  useEffect(() => {
    document.title = full;
  }, [full]);
  return null;
}
