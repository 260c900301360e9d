import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { Clock, TimerHandle } from '../kernel/env/ports';
import { toSiteError } from '../kernel/errors/site-error';
import type { HttpClient } from '../kernel/http/http-client';
import type { LoadState } from '../kernel/load/load-state';
import { searchResultSchema } from './feed.schemas';
import { formatKickoff, parseUtcStamp } from './kickoff';
import type { TeamSearchRow } from './prematch.types';
import { TEAM_SEARCH_DEBOUNCE_MS, TEAM_SEARCH_MIN_LENGTH } from './sportsbook.constants';

/**
 * `loading` from the first keystroke: while the debounce runs out and while the call runs
 * (skeleton rows). `failed` has no results (typing again retries).
 */
export interface TeamSearchState extends LoadState {
  /** What the user typed. */
  term: string;
  /** The term the results belong to. */
  searchedTerm: string;
  results: TeamSearchRow[];
}

export interface TeamSearch {
  $teamSearch: ReadableAtom<TeamSearchState>;
  /** Debounced 1.5 s; a term equal to the last one searched is not sent again. */
  setSearchTerm(term: string): void;
  clearSearch(): void;
}

const IDLE: TeamSearchState = { term: '', searchedTerm: '', status: 'idle', results: [] };

export function createTeamSearch(deps: {
  http: HttpClient;
  clock: Clock;
  timeZone?: string | undefined;
}): TeamSearch {
  const { clock } = deps;
  const $teamSearch = atom<TeamSearchState>(IDLE);
  let timer: TimerHandle | undefined;
  let lastSent: string | undefined;
  let request = 0;
  // The request whose call runs now (0: none); a cleared search leaves it behind.
  let running = 0;

  const cancelTimer = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };

  async function search(term: string): Promise<void> {
    timer = undefined;
    const state = $teamSearch.get();
    // De-duplicated: the same term as the last search keeps its results and sends nothing.
    if (term === lastSent) {
      $teamSearch.set({
        ...state,
        status: running === request && running !== 0 ? 'loading' : 'ready',
      });
      return;
    }
    if (term.length < TEAM_SEARCH_MIN_LENGTH) {
      lastSent = undefined;
      $teamSearch.set({ ...state, searchedTerm: '', status: 'idle', results: [] });
      return;
    }
    lastSent = term;
    const current = ++request;
    $teamSearch.set({ ...state, status: 'loading', error: undefined });
    running = current;
    try {
      const { data } = await deps.http.post(
        'feed/searchupcoming',
        { teamName: term },
        { base: 'sportsbook', schema: v.array(searchResultSchema) },
      );
      const seen = new Set<number>();
      const results = data.flatMap(({ kickofDate, ...row }) => {
        if (seen.has(row.id)) return [];
        seen.add(row.id);
        const kickoff = parseUtcStamp(kickofDate);
        const text = formatKickoff(kickoff, deps.timeZone);
        return [{ ...row, kickoff, date: text.dateSlash, time: text.time }];
      });
      if (current !== request) return;
      $teamSearch.set({ ...$teamSearch.get(), searchedTerm: term, status: 'ready', results });
    } catch (error) {
      // A failed search shows no results; typing again retries.
      lastSent = undefined;
      if (current !== request) return;
      const failed = { status: 'failed' as const, error: toSiteError(error), results: [] };
      $teamSearch.set({ ...$teamSearch.get(), searchedTerm: term, ...failed });
    } finally {
      if (running === current) running = 0;
    }
  }

  return {
    $teamSearch,
    setSearchTerm(raw) {
      const term = raw.trim();
      cancelTimer();
      const state = $teamSearch.get();
      if (term === '') {
        lastSent = undefined;
        request++;
        $teamSearch.set(IDLE);
        return;
      }
      $teamSearch.set({ ...state, term: raw, status: 'loading' });
      timer = clock.setTimeout(() => void search(term), TEAM_SEARCH_DEBOUNCE_MS);
    },
    clearSearch() {
      cancelTimer();
      lastSent = undefined;
      request++;
      $teamSearch.set(IDLE);
    },
  };
}
