import * as v from 'valibot';

/**
 * The field rules of spec 000 §5, one schema per table row, shared by the register, phone,
 * recovery and change-password forms. Messages are `validation.*` keys; the form model turns
 * `min_length` / `max_length` / `length` into the `min` / `max` / `length` parameters.
 */

export const PERSON_NAME_LENGTH = { min: 2, max: 100 } as const;
export const REGISTER_USERNAME_LENGTH = { min: 5, max: 30 } as const;
export const EMAIL_LENGTH = { min: 5, max: 100 } as const;
/** RFC 5321 limits the spec names: 254 in total, 64 before the at sign. */
export const EMAIL_LIMITS = { total: 254, local: 64 } as const;
export const PHONE_LENGTH = { min: 5, max: 20 } as const;
export const PERSONAL_NO_LENGTH = 11;
export const PASSWORD_MIN_LENGTH = 5;
export const PHONE_CODE_LENGTH = 6;
export const RECOVERY_USERNAME_LENGTH = { min: 5, max: 50 } as const;
export const RECOVERY_CODE_LENGTH = { min: 3, max: 20 } as const;

/** Letters of any script (ç, ğ, ı, İ, ö, ş, ü included), single spaces between words. */
const PERSON_NAME = /^\p{L}+(?: \p{L}+)*$/u;
const LETTERS_AND_DIGITS = /^[\p{L}\d]+$/u;
const DIGITS = /^\d+$/;
// Deliberately plain: one @, no spaces, a dot in the domain. The limits are checked apart.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const required = () => v.nonEmpty<string, 'validation.required'>('validation.required');

/** name, surname: required, 2 to 100, letters (Turkish included), single spaces between words. */
export const personNameSchema = v.pipe(
  v.string(),
  v.trim(),
  required(),
  v.minLength(PERSON_NAME_LENGTH.min, 'validation.tooShort'),
  v.maxLength(PERSON_NAME_LENGTH.max, 'validation.tooLong'),
  v.regex(PERSON_NAME, 'validation.lettersOnly'),
);

/** username (register): required, 5 to 30, letters and digits. */
export const registerUsernameSchema = v.pipe(
  v.string(),
  v.trim(),
  required(),
  v.minLength(REGISTER_USERNAME_LENGTH.min, 'validation.tooShort'),
  v.maxLength(REGISTER_USERNAME_LENGTH.max, 'validation.tooLong'),
  v.regex(LETTERS_AND_DIGITS, 'validation.lettersAndDigits'),
);

/** email: required, 5 to 100, valid format (at most 254 in total, 64 before the at sign). */
export const emailSchema = v.pipe(
  v.string(),
  v.trim(),
  required(),
  v.minLength(EMAIL_LENGTH.min, 'validation.tooShort'),
  v.maxLength(EMAIL_LENGTH.max, 'validation.tooLong'),
  v.regex(EMAIL, 'validation.email'),
  v.check((email) => {
    const at = email.lastIndexOf('@');
    return email.length <= EMAIL_LIMITS.total && at <= EMAIL_LIMITS.local;
  }, 'validation.email'),
);

/** phone: required, 5 to 20, digits only (the UI masks it as 90 + 10 digits). */
export const phoneSchema = v.pipe(
  v.string(),
  required(),
  v.regex(DIGITS, 'validation.digitsOnly'),
  v.minLength(PHONE_LENGTH.min, 'validation.tooShort'),
  v.maxLength(PHONE_LENGTH.max, 'validation.tooLong'),
);

/** Exactly `length` digits (PersonalNo 11, SMS code 6, birth day and month 2, year 4). */
export function exactDigitsSchema(length: number) {
  return v.pipe(
    v.string(),
    required(),
    v.regex(DIGITS, 'validation.digitsOnly'),
    v.length(length, 'validation.exactDigits'),
  );
}

export const personalNoSchema = exactDigitsSchema(PERSONAL_NO_LENGTH);
export const birthDaySchema = exactDigitsSchema(2);
export const birthMonthSchema = exactDigitsSchema(2);
export const birthYearSchema = exactDigitsSchema(4);
export const phoneCodeSchema = exactDigitsSchema(PHONE_CODE_LENGTH);

/** country: required; the id of an `auth/form` country. */
export const countryIdSchema = v.pipe(
  v.nullable(v.number()),
  v.check((id) => id !== null && Number.isInteger(id) && id > 0, 'validation.required'),
  v.transform((id) => id as number),
);

/** password, password2 and the change-password fields: required, at least 5. */
export const passwordSchema = v.pipe(
  v.string(),
  required(),
  v.minLength(PASSWORD_MIN_LENGTH, 'validation.tooShort'),
);

/** Recovery username: required, 5 to 50. */
export const recoveryUsernameSchema = v.pipe(
  v.string(),
  v.trim(),
  required(),
  v.minLength(RECOVERY_USERNAME_LENGTH.min, 'validation.tooShort'),
  v.maxLength(RECOVERY_USERNAME_LENGTH.max, 'validation.tooLong'),
);

/** Recovery code: required, 3 to 20. */
export const recoveryCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  required(),
  v.minLength(RECOVERY_CODE_LENGTH.min, 'validation.tooShort'),
  v.maxLength(RECOVERY_CODE_LENGTH.max, 'validation.tooLong'),
);

/**
 * Two fields that must be equal (password and its confirmation), as a pipe step after
 * `v.object`. The mismatch shows on `confirm`, once both fields pass their own rules.
 */
export function matching<TInput extends Record<string, unknown>>(
  original: keyof TInput & string,
  confirm: keyof TInput & string,
  message: 'validation.mismatch' = 'validation.mismatch',
): v.BaseValidation<TInput, TInput, v.PartialCheckIssue<Record<string, unknown>>> {
  type Loose = Record<string, unknown>;
  const check = v.partialCheck<Loose, [[string], [string]], Loose, typeof message>(
    [[original], [confirm]],
    (input) => input[original] === input[confirm],
    message,
  );
  // Checked with plain string paths; the signature above keeps the callers' field names typed.
  return v.forward<Loose, v.PartialCheckIssue<Loose>, [string]>(check, [confirm]) as never;
}
