import * as v from 'valibot';
import { numericId, stringOrNumber } from '../schemas/scalars';

// Lenient building blocks shared by the kernel's bootstrap keys and the slices modules parse
// themselves. The spec names the bootstrap keys but hardly their fields, and several screens
// read it: an invalid item is dropped, the others stay.

// In an object, a plain `unknown` makes a missing key an issue and an `optional` without a
// default skips the transform; with the default null a missing field reaches the transform.
export const anything = v.optional(v.unknown(), null);
export const text = v.pipe(
  v.nullish(stringOrNumber, ''),
  v.transform((value) => String(value)),
);
export const nonEmptyText = v.pipe(stringOrNumber, v.transform(String), v.nonEmpty());
export const id = numericId;
export const optionalId = v.pipe(
  anything,
  v.transform((value) => {
    const parsed = v.safeParse(id, value);
    return parsed.success ? parsed.output : undefined;
  }),
);
export const finite = v.pipe(v.number(), v.finite());
export const optionalNumber = v.pipe(
  anything,
  v.transform((value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)),
);

/** A list whose invalid items are dropped; anything that is not an array is an empty list. */
export function listOf<TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    anything,
    v.transform((input): v.InferOutput<TItem>[] => {
      if (!Array.isArray(input)) return [];
      return input.flatMap((entry) => {
        const parsed = v.safeParse(item, entry);
        return parsed.success ? [parsed.output] : [];
      });
    }),
  );
}

/** An object-valued key that falls back to null when it does not fit. */
export function orNull<TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    anything,
    v.transform((input): v.InferOutput<TItem> | null => {
      const parsed = v.safeParse(item, input);
      return parsed.success ? parsed.output : null;
    }),
  );
}
