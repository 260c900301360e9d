/** Site settings as key/value pairs: social links for the side menu and live-chat ids. */
export interface SiteOption {
  key: string;
  value: string;
}

export const siteOptions: readonly SiteOption[] = [
  { key: 'twitter', value: 'https://twitter.com/ornek_site' },
  { key: 'instagram', value: 'https://www.instagram.com/ornek_site' },
  { key: 'telegram', value: 'https://t.me/ornek_site' },
  { key: 'chatSiteId', value: 'dev-chat-site-4821' },
  { key: 'chatDivId', value: 'dev-chat-widget' },
  // Extension: the chat provider's script; here the dev server's stand-in chat.
  { key: 'chatScriptUrl', value: '/api/chat/widget.js' },
  { key: 'supportEmail', value: 'destek@ornek.com.tr' },
  { key: 'defaultCurrencyId', value: '1' },
];

/** The domain the site is served on now, and the one it moves to next. */
export const domainStatus = { current: 'ornekbahis512.com', next: 'ornekbahis513.com' } as const;

export const languageList = [
  { id: 1, code: 'tr', name: 'Türkçe', isDefault: true },
  { id: 2, code: 'en', name: 'English', isDefault: false },
] as const;
