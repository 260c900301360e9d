import type { Localized } from './locale';
import type { MessageKey } from './messages';

/** Field labels in both languages, used inside validation messages. */
export const fieldLabels = {
  username: { tr: 'Kullanıcı adı', en: 'Username' },
  password: { tr: 'Şifre', en: 'Password' },
  password2: { tr: 'Şifre tekrarı', en: 'Password confirmation' },
  oldPassword: { tr: 'Mevcut şifre', en: 'Current password' },
  confirmPassword: { tr: 'Şifre tekrarı', en: 'Password confirmation' },
  name: { tr: 'Ad', en: 'Name' },
  surname: { tr: 'Soyad', en: 'Surname' },
  email: { tr: 'E-posta', en: 'E-mail' },
  phone: { tr: 'Telefon', en: 'Phone' },
  personalNo: { tr: 'TC kimlik numarası', en: 'National ID number' },
  birthDate: { tr: 'Doğum tarihi', en: 'Birth date' },
  country: { tr: 'Ülke', en: 'Country' },
  code: { tr: 'Doğrulama kodu', en: 'Verification code' },
  message: { tr: 'Mesaj', en: 'Message' },
  contact: { tr: 'İletişim bilgisi', en: 'Contact' },
  amount: { tr: 'Tutar', en: 'Amount' },
} satisfies Record<string, Localized>;

export type FieldName = keyof typeof fieldLabels;

export const asString = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export function length(
  field: FieldName,
  value: unknown,
  min: number,
  max = Number.POSITIVE_INFINITY,
): ProblemOf | undefined {
  const text = asString(value);
  if (text.trim().length === 0) return { key: 'fieldRequired', field, params: {} };
  if (text.length < min || text.length > max) {
    return max === Number.POSITIVE_INFINITY
      ? { key: 'fieldMin', field, params: { min } }
      : { key: 'fieldLength', field, params: { min, max } };
  }
  return undefined;
}

export function pattern(field: FieldName, value: unknown, regex: RegExp): ProblemOf | undefined {
  return regex.test(asString(value)) ? undefined : { key: 'fieldFormat', field, params: {} };
}

/** A problem about one field; `field` becomes the `{field}` parameter in the request's language. */
export interface ProblemOf {
  key: MessageKey;
  field: FieldName;
  params: Record<string, string | number>;
}

/** The first problem of a list of checks, or undefined when every check passed. */
export function firstProblem(...checks: (ProblemOf | undefined)[]): ProblemOf | undefined {
  return checks.find((problem) => problem !== undefined);
}

// Spec 000 section 5 patterns.
/** Letters, Turkish ones included, with single spaces between words. */
export const personName = /^[\p{L}]+( [\p{L}]+)*$/u;
export const lettersAndDigits = /^[\p{L}0-9]+$/u;
export const digitsOnly = /^[0-9]+$/;

export function validEmail(value: unknown): boolean {
  const email = asString(value);
  if (email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at < 1 || at > 64) return false;
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email);
}
