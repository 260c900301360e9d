import * as v from 'valibot';
import { phoneCodeSchema, phoneSchema } from './account-fields.schema';

/**
 * Masks of spec 000 §2 as data for the UI's imask: `0` is a digit, `{…}` a fixed part that is
 * kept in the value. The model holds unmasked digits (`905321234567`, `123456`).
 */
export const PHONE_PREFIX = '90';
export const PHONE_LOCAL_DIGITS = 10;
/**
 * `+90`, then 10 digits. The prefix's `0` is escaped (`\\0`): a bare `0` is imask's digit
 * placeholder, so `+{90}` would take the first typed digit as the prefix's second character
 * (typing 5321234567 gave `+95 (321) …`).
 */
export const PHONE_MASK = '+{9\\0} (000) 000 00 00';
/** The SMS code mask of the verification dialog. */
export const DIALOG_CODE_MASK = '00-00-00';
/** The SMS code mask of the customer-area variant. */
export const CUSTOMER_CODE_MASK = '000-000';

export const phoneStepSchema = v.object({ phone: phoneSchema });
export const codeStepSchema = v.object({ code: phoneCodeSchema });

export type PhoneStepValues = v.InferInput<typeof phoneStepSchema>;
export type CodeStepValues = v.InferInput<typeof codeStepSchema>;
