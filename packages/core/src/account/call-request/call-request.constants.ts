import type { CallRequestMessageKey } from './call-request.messages';

/** Contact type of spec 000 §3: Phone 1, Whatsapp 2, Telegram 3, Email 4. */
export const ContactType = { Phone: 1, Whatsapp: 2, Telegram: 3, Email: 4 } as const;
export type ContactType = (typeof ContactType)[keyof typeof ContactType];

/** The types the form offers (Whatsapp is not offered). */
export const OFFERED_CONTACT_TYPES = [ContactType.Phone, ContactType.Telegram, ContactType.Email];
export type OfferedContactType = (typeof OFFERED_CONTACT_TYPES)[number];

/** The type dropdown as data: label and the contact input's placeholder depend on the type. */
export const CONTACT_TYPE_OPTIONS: readonly {
  type: OfferedContactType;
  labelKey: CallRequestMessageKey;
  placeholderKey: CallRequestMessageKey;
}[] = [
  {
    type: ContactType.Phone,
    labelKey: 'callRequest.typePhone',
    placeholderKey: 'callRequest.phonePlaceholder',
  },
  {
    type: ContactType.Telegram,
    labelKey: 'callRequest.typeTelegram',
    placeholderKey: 'callRequest.telegramPlaceholder',
  },
  {
    type: ContactType.Email,
    labelKey: 'callRequest.typeEmail',
    placeholderKey: 'callRequest.emailPlaceholder',
  },
];

/** Spec 000 §3: eight one-hour slots. */
export const TIME_SLOTS = [
  '10:30-11:30',
  '11:30-12:30',
  '12:30-13:30',
  '13:30-14:30',
  '14:30-15:30',
  '15:30-16:30',
  '16:30-17:30',
  '17:30-18:30',
] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** Spec 000 §9: at most 5 contacts. */
export const MAX_CONTACTS = 5;
export const CALL_NAME_LENGTH = { min: 5, max: 30 } as const;
export const CALL_MESSAGE_LENGTH = { min: 5, max: 100 } as const;
export const CONTACT_VALUE_LENGTH = { min: 5, max: 30 } as const;

/** The placeholder key of a contact input for its type. */
export function placeholderKey(type: number | null): CallRequestMessageKey {
  return (
    CONTACT_TYPE_OPTIONS.find((option) => option.type === type)?.placeholderKey ??
    'callRequest.contactPlaceholder'
  );
}
