import * as v from 'valibot';
import {
  CALL_MESSAGE_LENGTH,
  CALL_NAME_LENGTH,
  CONTACT_VALUE_LENGTH,
  MAX_CONTACTS,
  OFFERED_CONTACT_TYPES,
  TIME_SLOTS,
} from './call-request.constants';

/** One contact row: an offered type and a value of 5 to 30 (spec 000 §5). */
export const contactRowSchema = v.object({
  id: v.number(),
  type: v.pipe(
    v.nullable(v.number()),
    v.check(
      (type) => (OFFERED_CONTACT_TYPES as readonly (number | null)[]).includes(type),
      'validation.required',
    ),
    v.transform((type) => type as number),
  ),
  contact: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.minLength(CONTACT_VALUE_LENGTH.min, 'validation.tooShort'),
    v.maxLength(CONTACT_VALUE_LENGTH.max, 'validation.tooLong'),
  ),
});

/**
 * The call-request form (spec 000 §5). The message under 5 counts as missing ("marks
 * required-error"); the username, slot and contact-count rules carry the §5 warnings as keys.
 */
export const callRequestSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.minLength(CALL_NAME_LENGTH.min, 'validation.tooShort'),
    v.maxLength(CALL_NAME_LENGTH.max, 'validation.tooLong'),
  ),
  username: v.pipe(v.string(), v.trim(), v.nonEmpty('callRequest.usernameRequired')),
  message: v.pipe(
    v.string(),
    v.trim(),
    // A check, not minLength: the error is plain "required", without a min parameter.
    v.check((message) => message.length >= CALL_MESSAGE_LENGTH.min, 'validation.required'),
    v.maxLength(CALL_MESSAGE_LENGTH.max, 'validation.tooLong'),
  ),
  timeSlot: v.pipe(
    v.string(),
    v.check(
      (slot) => (TIME_SLOTS as readonly string[]).includes(slot),
      'callRequest.timeSlotRequired',
    ),
  ),
  contacts: v.pipe(
    v.array(contactRowSchema),
    v.minLength(1, 'callRequest.contactRequired'),
    v.maxLength(MAX_CONTACTS, 'callRequest.maxContacts'),
  ),
});

export type ContactRow = v.InferInput<typeof contactRowSchema>;
export type CallRequestValues = v.InferInput<typeof callRequestSchema>;
export type CallRequestOutput = v.InferOutput<typeof callRequestSchema>;
