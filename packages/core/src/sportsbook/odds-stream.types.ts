import * as v from 'valibot';

/** Spec 001 §3: one entry of an `oddChanged` push; changeType 1 up, -1 down. */
export const oddChangeSchema = v.object({
  id: v.number(),
  odd: v.pipe(v.number(), v.finite()),
  changeType: v.picklist([1, -1]),
});
export type OddChange = v.InferOutput<typeof oddChangeSchema>;

// The hub checks only the list itself: one bad entry must not cost the whole batch, and the odds
// stream checks each entry by hand on its hot path (see odds-stream.ts).
export const oddChangedMessageSchema = v.array(v.unknown());
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
