import { useStore } from '@nanostores/react';
import { atom, type WritableAtom } from 'nanostores';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSite } from '../../hooks/use-site';

/** A crumb a screen adds from its data (a sport, a competition, a match); no url: plain text. */
export interface PageCrumb {
  label: string;
  url?: string;
}

interface PageTrail {
  /** The path the trail belongs to: another page never shows it. */
  path: string;
  crumbs: readonly PageCrumb[];
}

// One trail per site object, so two sites on a page (stories, tests) never share one.
const trails = new WeakMap<object, WritableAtom<PageTrail | null>>();
function trailStore(site: object): WritableAtom<PageTrail | null> {
  let store = trails.get(site);
  if (!store) {
    store = atom<PageTrail | null>(null);
    trails.set(site, store);
  }
  return store;
}

/**
 * A screen's crumbs after the route's labelled ones (spec 000 §2 breadcrumb): the match page
 * adds sport › competition › match, the upcoming page its hour window. Null while the data is
 * loading; the trail goes when the screen unmounts.
 */
export function usePageTrail(crumbs: readonly PageCrumb[] | null): void {
  const store = trailStore(useSite());
  const [path] = useLocation();
  const key = crumbs ? JSON.stringify(crumbs) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the crumbs' content is the key
  useEffect(() => {
    if (!crumbs) return;
    const trail: PageTrail = { path, crumbs };
    store.set(trail);
    return () => {
      if (store.get() === trail) store.set(null);
    };
  }, [store, path, key]);
}

/** The crumbs the current screen added for `path`, or none. */
export function usePageCrumbs(path: string): readonly PageCrumb[] {
  const trail = useStore(trailStore(useSite()));
  return trail && trail.path === path ? trail.crumbs : [];
}
