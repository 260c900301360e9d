import type { KeyValueStorage } from '../kernel/env/ports';

/** Affiliate tracking values of the register payload (spec 000 §3). */
export interface Affiliate {
  refId?: number;
  partner?: string;
  subid?: string;
  source?: string;
}

export const AFFILIATE_KEYS = ['refId', 'partner', 'subid', 'source'] as const;

/**
 * Reads the page's cookies as a `document.cookie`-style string. A port, so the core never
 * touches `document` at import time and a server render or a test passes its own.
 */
export type CookiePort = () => string | undefined;

/** The browser's cookies, read at call time; undefined where there is no document. */
export const documentCookies: CookiePort = () =>
  (globalThis as { document?: { cookie?: string } }).document?.cookie;

function cookieValue(cookies: string | undefined, name: string): string | undefined {
  if (!cookies) return undefined;
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

// Landing pages store these raw (`123`) or through JSON (`"123"`): accept both.
function storedValue(storage: KeyValueStorage, name: string): string | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(name);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  if (raw.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'string') return parsed;
    } catch {
      // not JSON after all: use it as it is
    }
  }
  return raw;
}

/**
 * The affiliate values for a register call: local storage first, then cookies. Empty values
 * are left out; `refId` is sent only when it is a whole number.
 */
export function readAffiliate(storage: KeyValueStorage, cookies?: CookiePort): Affiliate {
  const cookieText = cookies?.();
  const affiliate: Affiliate = {};
  for (const key of AFFILIATE_KEYS) {
    const value = (storedValue(storage, key) ?? cookieValue(cookieText, key))?.trim();
    if (!value) continue;
    if (key === 'refId') {
      const id = Number(value);
      if (/^\d+$/.test(value) && Number.isSafeInteger(id)) affiliate.refId = id;
    } else {
      affiliate[key] = value;
    }
  }
  return affiliate;
}
