import { type Locale, localize } from '../kit/localized';
import { sbMessages } from '../sportsbook.messages';
import type { Odd } from '../world/world.types';
import { eventStatus } from '../world/world.types';

/** Why an odd on a slip cannot be bet as it stands. */
export type SelectionProblem =
  | { kind: 'ended' }
  | { kind: 'suspended' }
  | { kind: 'changed'; from: number; to: number }
  | { kind: 'sameEvent' };

/** Blocking problems first: an ended or suspended odd cannot be played even with changes accepted. */
export function availabilityProblem(odd: Odd, now: number): SelectionProblem | null {
  const status = eventStatus(odd.event, now);
  if (status === 'C') return { kind: 'ended' };
  if (status === 'S') return { kind: 'suspended' };
  return null;
}

export function rateProblem(odd: Odd, seenRate: number): SelectionProblem | null {
  return odd.rate === seenRate ? null : { kind: 'changed', from: seenRate, to: odd.rate };
}

export function describeSelectionProblem(problem: SelectionProblem, locale: Locale): string {
  switch (problem.kind) {
    case 'ended':
      return localize(sbMessages.eventEnded, locale);
    case 'suspended':
      return localize(sbMessages.oddSuspended, locale);
    case 'changed':
      return localize(sbMessages.oddChanged, locale, {
        from: problem.from.toFixed(2),
        to: problem.to.toFixed(2),
      });
    case 'sameEvent':
      return localize(sbMessages.sameEvent, locale);
  }
}

/** Odd ids that share an event with another odd on the list (they cannot go in one multiple). */
export function sameEventOdds(odds: readonly Odd[]): Set<number> {
  const byEvent = new Map<number, number[]>();
  for (const odd of odds) byEvent.set(odd.event.id, [...(byEvent.get(odd.event.id) ?? []), odd.id]);
  const clashing = new Set<number>();
  for (const ids of byEvent.values()) if (ids.length > 1) for (const id of ids) clashing.add(id);
  return clashing;
}
