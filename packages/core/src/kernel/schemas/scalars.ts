import * as v from 'valibot';

// Scalar alternatives as plain predicates instead of `v.union`: a union of two types brings
// valibot's whole union and sub-issue machinery into every integrator's bundle (about
// 0.3 kB gzip) for what is one `typeof` test.

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && !Number.isNaN(value);

/** A string or a number: ids and text fields that servers send either way. */
export const stringOrNumber = v.custom<string | number>(
  (value) => typeof value === 'string' || isNumber(value),
  'Invalid type: Expected string | number',
);

/** A string, a number or a boolean: a bootstrap translation or option value. */
export const scalar = v.custom<string | number | boolean>(
  (value) => typeof value === 'string' || typeof value === 'boolean' || isNumber(value),
  'Invalid type: Expected string | number | boolean',
);

/** A whole number, or the digits of one as text (at most 15, so it stays exact), as a number. */
export const numericId = v.pipe(
  v.custom<number | string>(
    (value) =>
      (isNumber(value) && Number.isInteger(value)) ||
      (typeof value === 'string' && /^\d{1,15}$/.test(value)),
    'Invalid id: Expected an integer or its digits',
  ),
  v.transform(Number),
);
