import * as v from 'valibot';
import { stringOrNumber } from '../kernel/schemas/scalars';

// Some backends send codes as numbers; the SDK always holds them as strings.
const code = v.pipe(stringOrNumber, v.transform(String));

/**
 * A game as the API answers it (spec 001 §3) plus the dev server's `isLive` and `imageUrl`
 * extensions, which are optional. Unknown fields are dropped.
 */
export const gameSchema = v.object({
  gameCode: v.pipe(code, v.nonEmpty('gameCode is empty')),
  name: v.string(),
  providerName: v.string(),
  mainProviderId: v.number(),
  system: v.nullish(code, ''),
  productId: v.nullish(v.number(), 0),
  systemCategory: v.nullish(v.number(), 0),
  isLive: v.optional(v.boolean()),
  imageUrl: v.nullish(v.string()),
});

export type Game = v.InferOutput<typeof gameSchema>;

/** `casino/games` answers a list of lists (one per provider); the SDK flattens it. */
export const gameListsSchema = v.array(v.array(gameSchema));

export const gameListSchema = v.array(gameSchema);
