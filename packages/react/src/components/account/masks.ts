import { CUSTOMER_CODE_MASK, DIALOG_CODE_MASK, PHONE_MASK } from '@site/core/account';
import { patternMask } from '../fields/masks';

// The account masks of spec 000 §2, from the core's data; module constants so every field
// keeps the same options object.
export const PHONE_FIELD_MASK = patternMask(PHONE_MASK);
export const DIALOG_CODE_FIELD_MASK = patternMask(DIALOG_CODE_MASK);
export const CUSTOMER_CODE_FIELD_MASK = patternMask(CUSTOMER_CODE_MASK);
