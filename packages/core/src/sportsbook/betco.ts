import {
  classifyGameUrl,
  GAME_DOCUMENT_SANDBOX,
  GAME_FRAME_SANDBOX,
} from '../kernel/links/frame-url-policy';

export interface BetcoFrame {
  url: string;
  sandbox: string;
}

/**
 * The betco area's frame (/spor/betco): the player's `betcoUrl` from the login data, through
 * the same URL policy as game frames (same origin, https elsewhere; plain http only when the
 * integrator allows it, as against the dev server). Null when there is no access or the URL
 * is refused.
 */
export function betcoFrame(
  betcoUrl: string | null | undefined,
  deps: { origin: string; allowInsecure?: boolean },
): BetcoFrame | null {
  if (!betcoUrl?.trim()) return null;
  const allowed = classifyGameUrl(betcoUrl, {
    origin: deps.origin,
    allowInsecure: deps.allowInsecure ?? false,
  });
  if (!allowed) return null;
  return {
    url: allowed.url,
    sandbox: allowed.sameOrigin ? GAME_DOCUMENT_SANDBOX : GAME_FRAME_SANDBOX,
  };
}
