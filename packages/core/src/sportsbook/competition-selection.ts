import { atom, computed, type ReadableAtom } from 'nanostores';
import { toSiteError } from '../kernel/errors/site-error';
import { createEmitter } from '../kernel/events/emitter';
import type { HttpClient } from '../kernel/http/http-client';
import { marketRates, toEventRow } from './event-row';
import { competitionEventsSchema } from './feed.schemas';
import type { OddRate } from './odds-stream.types';
import type { CompetitionRef, SelectedCompetition } from './prematch.types';
import { COMPETITION_EVENTS_TAKE } from './sportsbook.constants';

export interface CompetitionSelectionEvents extends Record<string, unknown> {
  /** The last competition was removed, or all were cleared. */
  cleared: undefined;
  /** A competition was selected (the UI leaves a detail page for the prematch home). */
  selected: CompetitionRef;
}

export interface CompetitionSelection {
  /** Chosen competitions, the most recently selected first, each with its events. */
  $selectedCompetitions: ReadableAtom<SelectedCompetition[]>;
  $selectedIds: ReadableAtom<ReadonlySet<number>>;
  $activeCompetitionId: ReadableAtom<number | null>;
  /** Selected → removed; else selected. */
  toggleCompetition(competition: CompetitionRef): void;
  /**
   * Makes it active and first. A new one loads its events (take 100); one already selected
   * only moves to the top, without reloading.
   */
  selectCompetition(competition: CompetitionRef): void;
  removeCompetition(competitionId: number): void;
  /** The delete-all icon: clears every selection and emits `cleared`. */
  clearCompetitions(): void;
  /** Loads the events of every selected competition again (after a reconnect). */
  refreshSelected(): Promise<void>;
  on: ReturnType<typeof createEmitter<CompetitionSelectionEvents>>['on'];
}

export function createCompetitionSelection(deps: {
  http: HttpClient;
  timeZone?: string | undefined;
  syncRates?: ((rates: Iterable<OddRate>) => void) | undefined;
}): CompetitionSelection {
  const $selected = atom<SelectedCompetition[]>([]);
  const $activeCompetitionId = atom<number | null>(null);
  const emitter = createEmitter<CompetitionSelectionEvents>();
  // The latest request per competition: an older answer must not overwrite a newer one.
  const requests = new Map<number, number>();
  let nextRequest = 1;

  const patch = (competitionId: number, change: Partial<SelectedCompetition>) => {
    $selected.set(
      $selected
        .get()
        .map((entry) => (entry.competitionId === competitionId ? { ...entry, ...change } : entry)),
    );
  };

  async function loadEvents(entry: { competitionId: number; sportId: number }): Promise<void> {
    const request = nextRequest++;
    requests.set(entry.competitionId, request);
    patch(entry.competitionId, { status: 'loading', error: undefined });
    try {
      const { data } = await deps.http.post(
        'feed/eventlist',
        {
          sportId: entry.sportId,
          competitionId: entry.competitionId,
          skip: 0,
          take: COMPETITION_EVENTS_TAKE,
        },
        { base: 'sportsbook', schema: competitionEventsSchema },
      );
      if (requests.get(entry.competitionId) !== request) return;
      const events = data.flatMap((group) => group.events);
      const first = data[0];
      deps.syncRates?.(events.flatMap(marketRates));
      patch(entry.competitionId, {
        status: 'ready',
        events: events.map((event) => toEventRow(event, deps.timeZone)),
        count: first?.count ?? events.length,
        ...(first?.name ? { name: first.name } : {}),
        ...(first?.groupName ? { groupName: first.groupName } : {}),
        countryCode: first?.countryCode ?? events[0]?.countryCode ?? null,
      });
    } catch (error) {
      if (requests.get(entry.competitionId) !== request) return;
      patch(entry.competitionId, { status: 'failed', error: toSiteError(error) });
    } finally {
      if (requests.get(entry.competitionId) === request) requests.delete(entry.competitionId);
    }
  }

  function selectCompetition(competition: CompetitionRef): void {
    const list = $selected.get();
    const existing = list.find((entry) => entry.competitionId === competition.competitionId);
    $activeCompetitionId.set(competition.competitionId);
    if (existing) {
      $selected.set([existing, ...list.filter((entry) => entry !== existing)]);
    } else {
      const entry: SelectedCompetition = {
        competitionId: competition.competitionId,
        sportId: competition.sportId,
        name: competition.name,
        groupName: competition.groupName ?? '',
        countryCode: null,
        status: 'loading',
        count: 0,
        events: [],
      };
      $selected.set([entry, ...list]);
      void loadEvents(entry);
    }
    emitter.emit('selected', competition);
  }

  function removeCompetition(competitionId: number): void {
    const list = $selected.get();
    if (!list.some((entry) => entry.competitionId === competitionId)) return;
    const rest = list.filter((entry) => entry.competitionId !== competitionId);
    requests.delete(competitionId);
    $selected.set(rest);
    if ($activeCompetitionId.get() === competitionId) {
      $activeCompetitionId.set(rest[0]?.competitionId ?? null);
    }
    if (rest.length === 0) emitter.emit('cleared', undefined);
  }

  const $selectedIds = computed(
    $selected,
    (list) => new Set(list.map((entry) => entry.competitionId)),
  );

  async function refreshSelected(): Promise<void> {
    await Promise.all($selected.get().map((entry) => loadEvents(entry)));
  }

  return {
    $selectedCompetitions: $selected,
    $selectedIds,
    $activeCompetitionId,
    toggleCompetition(competition) {
      if ($selectedIds.get().has(competition.competitionId))
        removeCompetition(competition.competitionId);
      else selectCompetition(competition);
    },
    selectCompetition,
    removeCompetition,
    clearCompetitions() {
      requests.clear();
      $selected.set([]);
      $activeCompetitionId.set(null);
      emitter.emit('cleared', undefined);
    },
    refreshSelected,
    on: emitter.on,
  };
}
