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
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    // Storage blocked (privacy mode, a sandboxed frame): as if nothing were stored.
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const result = v.safeParse(schema, JSON.parse(raw));
    if (result.success) return result.output;
  } catch {
    // fall through: unparsable JSON is treated like an invalid value
  }
  try {
    storage.removeItem(key);
  } catch {
    // blocked storage: the value is ignored either way
  }
  return undefined;
}

export function writeStored(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage must not break the flow that wanted to remember something.
  }
}
