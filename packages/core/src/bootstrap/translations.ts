import type { TranslationData } from './bootstrap.types';

/** The server's texts by key; the UI lets them override its shipped dictionary entries. */
export function translationMap(list: readonly TranslationData[]): Readonly<Record<string, string>> {
  const map: Record<string, string> = {};
  for (const { key, value } of list) map[key] = value;
  return map;
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
