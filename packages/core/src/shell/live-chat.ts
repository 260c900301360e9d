import { externalLink, type SiteSettings } from '../kernel/bootstrap/site-options';

/** The site option naming the chat provider's script (https, or a path on the site). */
export const CHAT_SCRIPT_OPTION = 'chatScriptUrl';

/** What the page loads for live chat: the provider's script and the element it fills. */
export interface LiveChatScript {
  /** Absolute script address, with `siteId` and `divId` added to its query. */
  src: string;
  siteId: string;
  divId: string;
}

/**
 * Spec 000 §7: a live-chat script loads when the site options carry the chat site id and div
 * id. The provider's address comes from the `chatScriptUrl` option and passes the same link
 * policy as every server URL: an https address or a path on the site, nothing else. Without
 * ids or an acceptable address there is no chat (null).
 */
export function liveChatScript(settings: SiteSettings, origin: string): LiveChatScript | null {
  if (!settings.chat || !isSafeElementId(settings.chat.divId)) return null;
  const target = externalLink(settings, CHAT_SCRIPT_OPTION, origin);
  const href =
    target.kind === 'open'
      ? target.href
      : target.kind === 'navigate'
        ? new URL(target.path, origin).href
        : undefined;
  if (!href) return null;
  const url = new URL(href);
  url.searchParams.set('siteId', settings.chat.siteId);
  url.searchParams.set('divId', settings.chat.divId);
  return { src: url.href, ...settings.chat };
}

/** The element id the script fills must be a plain id (it becomes an `id` attribute). */
export function isSafeElementId(id: string): boolean {
  return /^[A-Za-z][\w-]{0,63}$/.test(id);
}
