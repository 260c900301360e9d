import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';

/** At most one odds announcement this often: a stream of changes must not flood a reader. */
export const ODDS_ANNOUNCE_INTERVAL_MS = 2000;

type Announce = (text: string) => void;
const AnnouncerContext = createContext<Announce>(() => {});

/** Where odds buttons report the changes a screen-reader user should hear. */
export function useAnnounceOdds(): Announce {
  return useContext(AnnouncerContext);
}

/**
 * A polite live region for odds changes, throttled: the first change is read at once, later
 * ones within the interval collapse into the latest, read when the interval ends.
 */
export function OddsAnnouncer({ children }: { children: ReactNode }) {
  const [text, setText] = useState('');
  const state = useRef<{ last: number; pending: string | null; timer: number | undefined }>({
    last: 0,
    pending: null,
    timer: undefined,
  });
  const announce = useRef<Announce>((next) => {
    const s = state.current;
    const now = Date.now();
    if (now - s.last >= ODDS_ANNOUNCE_INTERVAL_MS && s.timer === undefined) {
      s.last = now;
      setText(next);
      return;
    }
    s.pending = next;
    s.timer ??= window.setTimeout(
      () => {
        s.timer = undefined;
        s.last = Date.now();
        if (s.pending !== null) setText(s.pending);
        s.pending = null;
      },
      Math.max(0, ODDS_ANNOUNCE_INTERVAL_MS - (now - s.last)),
    );
  }).current;
  useEffect(() => () => window.clearTimeout(state.current.timer), []);
  return (
    <AnnouncerContext.Provider value={announce}>
      {children}
      <div className="site-visually-hidden" aria-live="polite" role="status">
        {text}
      </div>
    </AnnouncerContext.Provider>
  );
}
