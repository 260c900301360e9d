import { formatServerText } from '@site/core/shell';

/**
 * Server keys that predate the UI's dictionary, by the dictionary path they replace. Any other
 * server key overrides the dictionary entry with the same dotted path (`header.login`,
 * `shell.menu.slots`), so a CMS can reword any text without a release.
 */
export const SERVER_TEXT_ALIASES: Readonly<Record<string, string>> = {
  'banner.domain': 'TOP_NOTIFY',
  'topBar.text': 'TOP_NOTIFY_HOME',
  'footer.licence': 'FOOTER_LICENSE',
  'footer.age': 'FOOTER_AGE',
  'footer.copyright': 'FOOTER_COPYRIGHT',
};

type Params = Record<string, string | number> | undefined;

/** The server's text for a dictionary path, if it sent one. */
export function serverTextFor(
  texts: Readonly<Record<string, string>>,
  path: string,
): string | undefined {
  if (Object.hasOwn(texts, path)) return texts[path];
  const alias = SERVER_TEXT_ALIASES[path];
  return alias !== undefined && Object.hasOwn(texts, alias) ? texts[alias] : undefined;
}

/**
 * Lays the server's texts over a typesafe-i18n `LL` object: a leaf whose path (or alias) the
 * server translates returns the server text with `{name}` placeholders filled; every other leaf
 * is the shipped one. Without server texts `LL` comes back unchanged. (typesafe-i18n's nodes are
 * all functions, groups included, hence the proxy with both traps.)
 */
export function withServerTexts<T extends object>(
  LL: T,
  texts: Readonly<Record<string, string>>,
): T {
  if (Object.keys(texts).length === 0) return LL;
  const cache = new Map<string, unknown>();
  const wrap = (node: unknown, path: string): unknown => {
    if (node === null || (typeof node !== 'object' && typeof node !== 'function')) return node;
    const cached = cache.get(path);
    if (cached !== undefined) return cached;
    const text = path === '' ? undefined : serverTextFor(texts, path);
    const proxy = new Proxy(node, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof property !== 'string') return value;
        return wrap(value, path === '' ? property : `${path}.${property}`);
      },
      apply(target, thisArg, args: [Params?]) {
        if (text !== undefined) return formatServerText(text, args[0] ?? {});
        return Reflect.apply(target as (...input: unknown[]) => unknown, thisArg, args);
      },
    });
    cache.set(path, proxy);
    return proxy;
  };
  return wrap(LL, '') as T;
}
