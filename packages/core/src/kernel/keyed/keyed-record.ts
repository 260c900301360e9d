/**
 * Objects keyed by server data (payment field keys, translation keys, site option keys, league
 * names). A plain `{}` turns such keys into traps: `__proto__` replaces the prototype instead of
 * storing a value, and `constructor` or `toString` read as present before anything is stored.
 * These have no prototype, so every key is just a key.
 */
export function keyedRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

export function keyedRecordFrom<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  const record = keyedRecord<T>();
  for (const [key, value] of entries) record[key] = value;
  return record;
}

/** The value stored under `key` itself, never one inherited from `Object.prototype`. */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
