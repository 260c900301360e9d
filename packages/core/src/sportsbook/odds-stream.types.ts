import * as v from 'valibot';
import { type OddChange, oddChangeSchema } from '../kernel/realtime/notify-message';

// One definition of an `oddChanged` entry: the real-time module owns the wire format.
export { type OddChange, oddChangeSchema };
export const oddChangeBatchSchema = v.array(oddChangeSchema);

export type OddDirection = 'up' | 'down';

/** What one odd cell shows: the latest rate (undefined until known) and its highlight. */
export interface OddState {
  readonly rate: number | undefined;
  /** Set by a push; clears by itself after the highlight time. */
  readonly direction: OddDirection | null;
}

/** Receives `oddChanged` batches as they arrive (unvalidated: the stream checks each item). */
export type OddChangesHandler = (batch: unknown) => void;

/** A rate from a feed answer, pushed into watched odds after a (re)load. */
export interface OddRate {
  id: number;
  rate: number;
}
