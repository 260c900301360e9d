import { atom, type ReadableAtom } from 'nanostores';
import type { Clock, TimerHandle } from '../kernel/env/ports';
import type { CasinoGameSearch } from './game-search.store';

/** Pause after the last keystroke before `casino/games` is asked (spec 001 §9 search debounce). */
export const GAME_SEARCH_DEBOUNCE_MS = 1500;

export interface GameSearchInput {
  /** What the player typed, at once (the lobby filters what it holds by it meanwhile). */
  $text: ReadableAtom<string>;
  /** A keystroke: the server search runs once typing pauses, and only when the text is set. */
  type(text: string, live: boolean): void;
  /** Enter: search now. */
  submit(live: boolean): void;
  /** The clear button or leaving the search: no call, the results go. */
  clear(): void;
}

/** The lobby's search box over `casino/games`, debounced (no call while the text is empty). */
export function createGameSearchInput(deps: {
  search: Pick<CasinoGameSearch, 'searchGames' | 'clearSearch'>;
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  debounceMs?: number;
}): GameSearchInput {
  const $text = atom('');
  let timer: TimerHandle | undefined;

  const cancel = () => {
    if (timer !== undefined) deps.clock.clearTimeout(timer);
    timer = undefined;
  };
  const run = (live: boolean) => {
    cancel();
    const text = $text.get();
    if (text.trim() === '') deps.search.clearSearch();
    else void deps.search.searchGames({ search: text, live });
  };

  return {
    $text,
    type(text, live) {
      $text.set(text);
      cancel();
      if (text.trim() === '') {
        deps.search.clearSearch();
        return;
      }
      timer = deps.clock.setTimeout(() => run(live), deps.debounceMs ?? GAME_SEARCH_DEBOUNCE_MS);
    },
    submit: run,
    clear() {
      cancel();
      $text.set('');
      deps.search.clearSearch();
    },
  };
}
