import { keyedRecord, ownValue } from '../keyed/keyed-record';
import { type LinkTarget, resolveLink } from '../links/url-policy';
import type { SiteOptionData } from './bootstrap.types';

export const SOCIAL_NETWORKS = ['twitter', 'instagram', 'telegram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  network: SocialNetwork;
  target: LinkTarget;
}

/** Site settings the shell reads, derived from the bootstrap's siteOptionList. */
export interface SiteSettings {
  /** Every option by key, as sent. */
  values: Readonly<Record<string, string>>;
  /** Follow Me links in the order twitter, instagram, telegram; missing or refused ones left out. */
  social: SocialLink[];
  /** Live chat ids; the chat script loads only when both exist. */
  chat: { siteId: string; divId: string } | null;
}

// Option keys differ in case and separators between back ends (chatSiteId, chat_site_id).
const normalise = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

export function readSiteSettings(list: readonly SiteOptionData[], origin: string): SiteSettings {
  const values = keyedRecord<string>();
  const byNormalKey = new Map<string, string>();
  for (const option of list) {
    values[option.key] = option.value;
    byNormalKey.set(normalise(option.key), option.value.trim());
  }
  const social = SOCIAL_NETWORKS.flatMap((network): SocialLink[] => {
    const target = resolveLink(byNormalKey.get(network), origin);
    return target.kind === 'refused' ? [] : [{ network, target }];
  });
  const siteId = byNormalKey.get('chatsiteid');
  const divId = byNormalKey.get('chatdivid');
  return { values, social, chat: siteId && divId ? { siteId, divId } : null };
}

/** The target of an external app link by key (e.g. the Blog's `getirdaily`), from site options. */
export function externalLink(options: SiteSettings, key: string, origin: string): LinkTarget {
  const value =
    ownValue(options.values, key) ??
    Object.entries(options.values).find(([name]) => normalise(name) === normalise(key))?.[1];
  return resolveLink(value, origin);
}
