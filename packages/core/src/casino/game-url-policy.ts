import { resolveLink } from '../links/url-policy';

/** A launch address the UI may put in an iframe `src`. */
export interface AllowedGameUrl {
  /** Absolute, resolved against the site's origin. */
  url: string;
  /** A game on the site's own origin must not get `allow-same-origin` (it would reach us). */
  sameOrigin: boolean;
}

/**
 * Classifies a launch URL with the site's one URL policy (links/url-policy.ts): the site's own
 * origin and https on another origin are allowed; everything else is refused. With
 * `allowInsecure`, plain http on another origin is allowed too, for the dev server's
 * http://127.0.0.1 game pages; `javascript:`, `data:` and friends stay refused whatever it says.
 */
export function classifyGameUrl(
  raw: string,
  deps: { origin: string; allowInsecure: boolean },
): AllowedGameUrl | undefined {
  const target = resolveLink(raw, deps.origin);
  switch (target.kind) {
    case 'navigate':
      return { url: new URL(target.path, deps.origin).href, sameOrigin: true };
    case 'open':
      return { url: target.href, sameOrigin: false };
    case 'refused':
      if (deps.allowInsecure && target.reason === 'insecure') {
        return { url: new URL(raw.trim()).href, sameOrigin: false };
      }
      return undefined;
  }
}
