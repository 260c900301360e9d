import { keyedRecordFrom } from '../keyed/keyed-record';
import type { TranslationData } from './bootstrap.types';

/** The server's texts by key; the UI lets them override its shipped dictionary entries. */
export function translationMap(list: readonly TranslationData[]): Readonly<Record<string, string>> {
  // Keyed by the server: `__proto__` or `toString` must be plain keys, not prototype traps.
  return keyedRecordFrom(list.map(({ key, value }) => [key, value] as const));
}

/**
 * Fills `{name}` placeholders (the server's notation) for a page without a UI i18n library.
 * Unknown placeholders are left as they are.
 */
export function formatServerText(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
