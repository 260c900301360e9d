import * as v from 'valibot';
import { phoneCodeSchema, phoneSchema } from './account-fields.schema';

/**
 * Masks of spec 000 §2 as data for the UI's imask: `0` is a digit, `{90}` a fixed prefix that
 * is part of the value. The model holds unmasked digits (`905321234567`, `123456`).
 */
export const PHONE_PREFIX = '90';
export const PHONE_LOCAL_DIGITS = 10;
export const PHONE_MASK = '+{90} (000) 000 00 00';
/** The SMS code mask of the verification dialog. */
export const DIALOG_CODE_MASK = '00-00-00';
/** The SMS code mask of the customer-area variant. */
export const CUSTOMER_CODE_MASK = '000-000';

export const phoneStepSchema = v.object({ phone: phoneSchema });
export const codeStepSchema = v.object({ code: phoneCodeSchema });

export type PhoneStepValues = v.InferInput<typeof phoneStepSchema>;
export type CodeStepValues = v.InferInput<typeof codeStepSchema>;
