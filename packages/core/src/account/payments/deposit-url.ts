import { type LinkRefusal, resolveLink } from '../../kernel/links/url-policy';

/** What the site may open from a deposit answer (links/url-policy.ts decides). */
export interface DepositUrlPolicy {
  /** The page's own origin; without it only absolute https (or allowed http) opens. */
  origin?: string;
  /** Also open plain http on another origin (the dev server's payment page). Default false. */
  allowInsecure?: boolean;
}

export type DepositAnswer =
  /** No address in `data`: the deposit shows the server's message. */
  | { kind: 'message' }
  /** An address the policy allows: open it in a new tab. */
  | { kind: 'url'; url: string }
  /** An address the policy refuses (javascript:, data:, http elsewhere, //host, user:pw@…). */
  | { kind: 'refused'; reason: LinkRefusal };

// Cleaned as the URL parser does (edges and tabs/newlines), so "\tjavascript:…" is seen.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const STRIPPED_EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TABS_AND_NEWLINES = /[\t\n\r]/g;
// Spec 000 §4 names "starts with http"; any other scheme or a leading slash is an address too
// (never a message to show), as long as it has no spaces ("Not: …" stays a message).
const LOOKS_LIKE_URL = /^(?:https?:|(?:[a-z][a-z0-9+.-]*:|[/\\])\S*$)/i;
// `about:blank` cannot be a base: with no known origin, relative answers fail to parse.
const NO_ORIGIN = 'about:blank';

/**
 * Classifies a deposit answer's `data`. Something written like an address (a scheme, or a
 * leading slash) goes through the site's one URL policy; anything else is a message answer.
 */
export function classifyDepositAnswer(data: unknown, policy: DepositUrlPolicy = {}): DepositAnswer {
  if (typeof data !== 'string') return { kind: 'message' };
  const cleaned = data.replace(STRIPPED_EDGES, '').replace(TABS_AND_NEWLINES, '');
  if (!LOOKS_LIKE_URL.test(cleaned)) return { kind: 'message' };
  const origin = policy.origin ?? NO_ORIGIN;
  const target = resolveLink(cleaned, origin);
  switch (target.kind) {
    case 'navigate':
      return { kind: 'url', url: new URL(target.path, origin).href };
    case 'open':
      return { kind: 'url', url: target.href };
    case 'refused':
      if (policy.allowInsecure && target.reason === 'insecure') {
        return { kind: 'url', url: new URL(cleaned).href };
      }
      return { kind: 'refused', reason: target.reason };
  }
}

/** The address a deposit answer may open, or undefined (a message, or refused by the policy). */
export function depositUrl(data: unknown, policy: DepositUrlPolicy = {}): string | undefined {
  const answer = classifyDepositAnswer(data, policy);
  return answer.kind === 'url' ? answer.url : undefined;
}
