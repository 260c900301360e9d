import * as v from 'valibot';
import type { KeyValueStorage } from '../env/ports';

/**
 * Reads a JSON value and validates it. Anything unparsable or off-schema is removed, so a
 * corrupt entry (an old version, a hand edit) never reaches a store.
 */
export function readStored<TSchema extends v.GenericSchema>(
  storage: KeyValueStorage,
  key: string,
  schema: TSchema,
): v.InferOutput<TSchema> | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    const result = v.safeParse(schema, JSON.parse(raw));
    if (result.success) return result.output;
  } catch {
    // fall through: unparsable JSON is treated like an invalid value
  }
  storage.removeItem(key);
  return undefined;
}

export function writeStored(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage must not break the flow that wanted to remember something.
  }
}
