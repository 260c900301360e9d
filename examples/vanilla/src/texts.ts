import type { DisplayText, FieldError, Locale } from './sdk';

/**
 * The page's own words in Turkish (the default) and English. The core names what to say
 * (`{ key }`) or passes the server's text (`{ text }`); `say` turns either into a string.
 */
const tr = {
  title: 'Canlı Bahis',
  skip: 'İçeriğe geç',
  language: 'Dil',
  oddsFormat: 'Oran biçimi',
  'oddsFormat.decimal': 'Ondalık',
  'oddsFormat.fractional': 'Kesirli',
  'oddsFormat.american': 'Amerikan',
  username: 'Kullanıcı adı',
  password: 'Şifre',
  login: 'Giriş Yap',
  logout: 'Çıkış',
  balance: 'Bakiye',
  live: 'Canlı Maçlar',
  liveLoading: 'Canlı maçlar yükleniyor…',
  liveEmpty: 'Şu anda canlı maç yok.',
  locked: 'Kapalı',
  home: '1',
  draw: 'X',
  away: '2',
  market: 'Maç Sonucu',
  up: 'yükseldi',
  down: 'düştü',
  betSlip: 'Kupon',
  slipEmpty: 'Kuponunuz boş. Bir orana tıklayarak seçim ekleyin.',
  unconfirmed: 'Bahsinizi doğrulayamadık — Bahislerim’i kontrol edin',
  single: 'Tekli',
  multiple: 'Kombine',
  stake: 'Tutar',
  totalRate: 'Toplam oran',
  possibleWin: 'Olası kazanç',
  remove: 'Kaldır',
  removeAll: 'Tümünü sil',
  acceptChanges: 'Oran değişikliklerini kabul et',
  placeBet: 'Bahis Yap',
  loginToBet: 'Bahis yapmak için giriş yapın',
  selectionOf: 'Seçim',
  casino: 'Casino · Slot Oyunları',
  searchGames: 'Oyun ara',
  provider: 'Sağlayıcı',
  allProviders: 'Tüm sağlayıcılar',
  categories: 'Kategoriler',
  allCategories: 'Tümü',
  favorites: 'Favoriler',
  favoritesEmpty: 'Bu sayfada favori oyununuz yok.',
  noMatch: 'Bu sağlayıcının burada oyunu yok.',
  showAll: 'Tümü ({count})',
  gameCount: '{count} oyun',
  gamesLoading: 'Oyunlar yükleniyor…',
  gamesEmpty: 'Burada oyun yok.',
  casinoEmpty: 'Bu sayfada henüz oyun yok.',
  searchResults: '“{search}” için sonuçlar',
  searching: 'Aranıyor…',
  searchEmpty: '“{search}” için oyun bulunamadı.',
  'errors.network': 'Bağlantı hatası. Lütfen tekrar deneyin.',
  'errors.unauthorized': 'Oturumunuzun süresi doldu, lütfen tekrar giriş yapın.',
  'errors.http': 'Sunucu isteği yanıtlayamadı.',
  'errors.malformed': 'Sunucudan beklenmeyen bir yanıt geldi.',
  'errors.server': 'Bir hata oluştu.',
  'errors.notLoggedIn': 'Lütfen önce giriş yapın',
  'errors.busy': 'İşleminiz sürüyor, lütfen bekleyin.',
  'errors.invalidInput': 'Girdiğiniz bilgileri kontrol edin.',
  'validation.required': 'Bu alan zorunludur',
  'validation.tooShort': 'En az {min} karakter girin',
  'validation.tooLong': 'En fazla {max} karakter girin',
} as const;

type TextKey = keyof typeof tr;

const en: Record<TextKey, string> = {
  title: 'Live Betting',
  skip: 'Skip to content',
  language: 'Language',
  oddsFormat: 'Odds format',
  'oddsFormat.decimal': 'Decimal',
  'oddsFormat.fractional': 'Fractional',
  'oddsFormat.american': 'American',
  username: 'Username',
  password: 'Password',
  login: 'Log in',
  logout: 'Log out',
  balance: 'Balance',
  live: 'Live Matches',
  liveLoading: 'Loading live matches…',
  liveEmpty: 'No live matches right now.',
  locked: 'Closed',
  home: '1',
  draw: 'X',
  away: '2',
  market: 'Match Result',
  up: 'went up',
  down: 'went down',
  betSlip: 'Bet slip',
  slipEmpty: 'Your bet slip is empty. Tap an odd to add a selection.',
  unconfirmed: 'We could not confirm your bet — check My Bets',
  single: 'Single',
  multiple: 'Multiple',
  stake: 'Stake',
  totalRate: 'Total odds',
  possibleWin: 'Possible win',
  remove: 'Remove',
  removeAll: 'Remove all',
  acceptChanges: 'Accept odds changes',
  placeBet: 'Place Bet',
  loginToBet: 'Log in to place a bet',
  selectionOf: 'Selection',
  casino: 'Casino · Slots',
  searchGames: 'Search games',
  provider: 'Provider',
  allProviders: 'All providers',
  categories: 'Categories',
  allCategories: 'All',
  favorites: 'Favorites',
  favoritesEmpty: 'No favorite games on this page.',
  noMatch: 'This provider has no games here.',
  showAll: 'All ({count})',
  gameCount: '{count} games',
  gamesLoading: 'Loading games…',
  gamesEmpty: 'No games here.',
  casinoEmpty: 'No games on this page yet.',
  searchResults: 'Results for “{search}”',
  searching: 'Searching…',
  searchEmpty: 'No games found for “{search}”.',
  'errors.network': 'Connection error. Please try again.',
  'errors.unauthorized': 'Your session has expired, please log in again.',
  'errors.http': 'The server could not answer the request.',
  'errors.malformed': 'The server sent an unexpected answer.',
  'errors.server': 'Something went wrong.',
  'errors.notLoggedIn': 'Please login first',
  'errors.busy': 'Your request is still running, please wait.',
  'errors.invalidInput': 'Please check what you entered.',
  'validation.required': 'This field is required',
  'validation.tooShort': 'Enter at least {min} characters',
  'validation.tooLong': 'Enter at most {max} characters',
};

const dictionaries: Record<Locale, Record<TextKey, string>> = { tr, en };

function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => String(params[name] ?? match));
}

/** A text of this page in the given language. */
export function t(locale: Locale, key: TextKey, params?: Record<string, string | number>): string {
  return fill(dictionaries[locale][key], params);
}

const isTextKey = (key: string): key is TextKey => key in tr;

/** What the core asks to show (a key or the server's text), in the given language. */
export function say(locale: Locale, text: DisplayText | FieldError): string {
  if ('text' in text) return text.text;
  return isTextKey(text.key) ? t(locale, text.key, text.params) : t(locale, 'errors.server');
}
