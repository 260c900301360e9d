import type { Locale } from '../../kernel/i18n/locale';
import type { DisplayText } from '../../kernel/i18n/message-keys';

/**
 * The §5 warnings; the schema also uses them as field errors (username, timeSlot, contacts).
 */
export type CallRequestValidationKey =
  | 'callRequest.usernameRequired'
  | 'callRequest.contactRequired'
  | 'callRequest.timeSlotRequired'
  | 'callRequest.maxContacts';

/** Every key of the call-request form: the warnings, type labels and placeholders. */
export type CallRequestMessageKey =
  | CallRequestValidationKey
  | 'callRequest.typePhone'
  | 'callRequest.typeTelegram'
  | 'callRequest.typeEmail'
  | 'callRequest.phonePlaceholder'
  | 'callRequest.telegramPlaceholder'
  | 'callRequest.emailPlaceholder'
  | 'callRequest.contactPlaceholder';

/**
 * The words for those keys. The core otherwise carries no wording, but spec 000 §5 fixes the
 * four Turkish warnings verbatim, so they live here once and the UI's dictionaries take them.
 */
export const CALL_REQUEST_TEXTS: Record<Locale, Record<CallRequestMessageKey, string>> = {
  tr: {
    'callRequest.usernameRequired': 'Lütfen kullanıcı adınızı girin',
    'callRequest.contactRequired': 'En az bir iletişim bilgisi eklemelisiniz',
    'callRequest.timeSlotRequired': 'Lütfen bir saat aralığı seçin',
    'callRequest.maxContacts': 'Maksimum 5 iletişim bilgisi ekleyebilirsiniz',
    'callRequest.typePhone': 'Telefon',
    'callRequest.typeTelegram': 'Telegram',
    'callRequest.typeEmail': 'E-posta',
    'callRequest.phonePlaceholder': 'Telefon numaranız',
    'callRequest.telegramPlaceholder': 'Telegram kullanıcı adınız',
    'callRequest.emailPlaceholder': 'E-posta adresiniz',
    'callRequest.contactPlaceholder': 'İletişim bilgisi',
  },
  en: {
    'callRequest.usernameRequired': 'Please enter your username',
    'callRequest.contactRequired': 'You must add at least one contact',
    'callRequest.timeSlotRequired': 'Please choose a time range',
    'callRequest.maxContacts': 'You can add at most 5 contacts',
    'callRequest.typePhone': 'Phone',
    'callRequest.typeTelegram': 'Telegram',
    'callRequest.typeEmail': 'Email',
    'callRequest.phonePlaceholder': 'Your phone number',
    'callRequest.telegramPlaceholder': 'Your Telegram username',
    'callRequest.emailPlaceholder': 'Your e-mail address',
    'callRequest.contactPlaceholder': 'Contact information',
  },
};

export const CALL_REQUEST_MESSAGE_KEYS = Object.keys(
  CALL_REQUEST_TEXTS.tr,
) as CallRequestMessageKey[];

export function callRequestText(key: CallRequestMessageKey): DisplayText<CallRequestMessageKey> {
  return { key };
}
