import * as v from 'valibot';

/** The generic answer shape of every call: `{ success, message, data }`. */
export const envelopeSchema = v.object({
  success: v.boolean(),
  message: v.nullish(v.string()),
  data: v.unknown(),
});

export interface Envelope<TData> {
  message: string | undefined;
  data: TData;
}
