import type { Clock, TimerHandle } from '@site/core';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { useSite } from '../../hooks/use-site';

/** At most one odds announcement this often: a stream of changes must not flood a reader. */
export const ODDS_ANNOUNCE_INTERVAL_MS = 2000;

type Announce = (text: string) => void;

interface OddsAnnouncements {
  announce: Announce;
  text(): string;
  listen(listener: () => void): () => void;
  dispose(): void;
}

/**
 * Throttled announcements: the first change is read at once, later ones within the interval
 * collapse into the latest, read when the interval ends.
 */
function createOddsAnnouncements(clock: Clock): OddsAnnouncements {
  let text = '';
  let last = Number.NEGATIVE_INFINITY;
  let pending: string | null = null;
  let timer: TimerHandle | undefined;
  const listeners = new Set<() => void>();
  const show = (next: string) => {
    last = clock.now();
    text = next;
    for (const listener of listeners) listener();
  };
  return {
    announce(next) {
      const now = clock.now();
      if (now - last >= ODDS_ANNOUNCE_INTERVAL_MS && timer === undefined) {
        show(next);
        return;
      }
      pending = next;
      timer ??= clock.setTimeout(
        () => {
          timer = undefined;
          if (pending !== null) show(pending);
          pending = null;
        },
        Math.max(0, ODDS_ANNOUNCE_INTERVAL_MS - (now - last)),
      );
    },
    text: () => text,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: () => {
      if (timer !== undefined) clock.clearTimeout(timer);
    },
  };
}

const AnnouncerContext = createContext<Announce>(() => {});

/** Where odds buttons report the changes a screen-reader user should hear. */
export function useAnnounceOdds(): Announce {
  return useContext(AnnouncerContext);
}

/** The polite live region: the only element that re-renders for an announcement. */
function OddsLiveRegion({ announcements }: { announcements: OddsAnnouncements }) {
  const text = useSyncExternalStore(announcements.listen, announcements.text, announcements.text);
  return (
    <div className="site-visually-hidden" aria-live="polite" role="status">
      {text}
    </div>
  );
}

/**
 * A polite live region for odds changes, throttled. Its context value never changes, so an
 * announcement re-renders the region alone, not the page of odds buttons.
 */
export function OddsAnnouncer({ children }: { children: ReactNode }) {
  // The site's clock port: time in tests and other hosts is the site's, not the window's.
  const { clock } = useSite().env;
  const [announcements] = useState(() => createOddsAnnouncements(clock));
  useEffect(() => () => announcements.dispose(), [announcements]);
  return (
    <AnnouncerContext.Provider value={announcements.announce}>
      {children}
      <OddsLiveRegion announcements={announcements} />
    </AnnouncerContext.Provider>
  );
}
