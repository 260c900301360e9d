// Frames of third-party pages (casino games, the sportsbook's betco area): one policy for both.
import { resolveLink } from './url-policy';

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

/**
 * SoftGamings' HTML runs in an iframe `srcdoc` with exactly these flags: scripts, forms and
 * popups, but never `allow-same-origin`, so its script gets an opaque origin and cannot reach
 * the site's cookies, storage or DOM.
 */
export const GAME_DOCUMENT_SANDBOX = 'allow-scripts allow-forms allow-popups';

/**
 * A provider page on another origin keeps its own origin (its cookies and storage need it);
 * the browser's same-origin rule already keeps it away from ours.
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups allow-same-origin';
