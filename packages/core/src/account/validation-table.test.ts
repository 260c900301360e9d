import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { collectFieldErrors } from '../kernel/forms/form-model';
import {
  birthDaySchema,
  birthMonthSchema,
  birthYearSchema,
  countryIdSchema,
  emailSchema,
  passwordSchema,
  personalNoSchema,
  personNameSchema,
  phoneCodeSchema,
  phoneSchema,
  recoveryCodeSchema,
  recoveryUsernameSchema,
  registerUsernameSchema,
} from './account-fields.schema';
import { callRequestSchema, contactRowSchema } from './call-request/call-request.schema';
import { changePasswordSchema } from './change-password.schema';
import { loginSchema } from './login.schema';
import { fieldSchema, toPaymentField } from './payments/payment-field';
import { recoveryPasswordStepSchema } from './recovery.schema';
import { fastRegisterSchema, fullRegisterSchema } from './register.schema';

/** The first error of a single field, as the form model reports it. */
function errorOf(schema: v.GenericSchema, value: unknown) {
  const parsed = v.safeParse(v.object({ field: schema }), { field: value });
  return parsed.success ? undefined : collectFieldErrors<{ field: unknown }>(parsed.issues).field;
}

type Invalid = [value: unknown, key: string, params?: Record<string, number>];

interface Row {
  row: string;
  schema: v.GenericSchema;
  valid: unknown[];
  invalid: Invalid[];
}

const s = (length: number, char = 'a') => char.repeat(length);
const callRow = (contact: string, type: number | null = 1) => ({ id: 1, type, contact });
const callContactValue = v.pipe(
  v.string(),
  v.transform((contact) => callRow(contact)),
  contactRowSchema,
);
const callContactType = v.pipe(
  v.nullable(v.number()),
  v.transform((type) => callRow('905321112233', type)),
  contactRowSchema,
);
const paymentField = (objectType: number, extra: Record<string, unknown> = {}) =>
  fieldSchema(
    toPaymentField({ key: 'F', objectType, option: [], mask: null, placeholder: '', ...extra }),
    'deposit',
  );

// Spec 000 §5, one entry per table row (rows naming several fields get one entry per field).
const TABLE: Row[] = [
  {
    row: 'Login username: required, 3 to 35',
    schema: loginSchema.entries.username,
    valid: ['abc', s(35), 'player1'],
    invalid: [
      ['', 'validation.required'],
      ['   ', 'validation.required'],
      ['ab', 'validation.tooShort', { min: 3 }],
      [s(36), 'validation.tooLong', { max: 35 }],
    ],
  },
  {
    row: 'Login password: required, 5 to 100',
    schema: loginSchema.entries.password,
    valid: ['12345', s(100)],
    invalid: [
      ['', 'validation.required'],
      ['1234', 'validation.tooShort', { min: 5 }],
      [s(101), 'validation.tooLong', { max: 100 }],
    ],
  },
  {
    row: 'name, surname: required, 2 to 100, letters (incl. Turkish), single spaces',
    schema: personNameSchema,
    valid: ['Al', s(100), 'Çağrı Gökhan', 'İŞĞÜÖÇ ıışğüöç', 'Ayşe Nur Öztürk', ' Ali '],
    invalid: [
      ['', 'validation.required'],
      ['A', 'validation.tooShort', { min: 2 }],
      [s(101), 'validation.tooLong', { max: 100 }],
      ['Ali  Veli', 'validation.lettersOnly'],
      ['Ali3', 'validation.lettersOnly'],
      ['Ali-Veli', 'validation.lettersOnly'],
    ],
  },
  {
    row: 'username (register): required, 5 to 30, letters and digits',
    schema: registerUsernameSchema,
    valid: ['ayse1', s(30), 'Çağrı2025', '12345'],
    invalid: [
      ['', 'validation.required'],
      ['abcd', 'validation.tooShort', { min: 5 }],
      [s(31), 'validation.tooLong', { max: 30 }],
      ['ayse_1', 'validation.lettersAndDigits'],
      ['ay se1', 'validation.lettersAndDigits'],
    ],
  },
  {
    row: 'email: required, 5 to 100, valid format (64 before the at sign)',
    schema: emailSchema,
    valid: ['a@b.co', `${s(64)}@${s(32, 'b')}.co`, 'cagri@ornek.com.tr'],
    invalid: [
      ['', 'validation.required'],
      ['a@b', 'validation.tooShort', { min: 5 }],
      [`${s(64)}@${s(33, 'b')}.co`, 'validation.tooLong', { max: 100 }],
      [`${s(65)}@b.co`, 'validation.email'],
      ['abcdef', 'validation.email'],
      ['a b@c.com', 'validation.email'],
      ['a@b@c.com', 'validation.email'],
    ],
  },
  {
    row: 'phone: required, 5 to 20, digits only',
    schema: phoneSchema,
    valid: ['12345', s(20, '9'), '905321234567'],
    invalid: [
      ['', 'validation.required'],
      ['1234', 'validation.tooShort', { min: 5 }],
      [s(21, '1'), 'validation.tooLong', { max: 20 }],
      ['90532a', 'validation.digitsOnly'],
      ['+905321234567', 'validation.digitsOnly'],
    ],
  },
  {
    row: 'PersonalNo: required, exactly 11 digits',
    schema: personalNoSchema,
    valid: ['12345678901'],
    invalid: [
      ['', 'validation.required'],
      ['1234567890', 'validation.exactDigits', { length: 11 }],
      ['123456789012', 'validation.exactDigits', { length: 11 }],
      ['1234567890a', 'validation.digitsOnly'],
    ],
  },
  {
    row: 'country: required',
    schema: countryIdSchema,
    valid: [235, 14],
    invalid: [
      [null, 'validation.required'],
      [0, 'validation.required'],
    ],
  },
  {
    row: 'birth day: required, 2 digits',
    schema: birthDaySchema,
    valid: ['01', '31'],
    invalid: [
      ['', 'validation.required'],
      ['1', 'validation.exactDigits', { length: 2 }],
      ['001', 'validation.exactDigits', { length: 2 }],
      ['a1', 'validation.digitsOnly'],
    ],
  },
  {
    row: 'birth month: required, 2 digits',
    schema: birthMonthSchema,
    valid: ['01', '12'],
    invalid: [
      ['', 'validation.required'],
      ['5', 'validation.exactDigits', { length: 2 }],
    ],
  },
  {
    row: 'birth year: required, 4 digits',
    schema: birthYearSchema,
    valid: ['1990', '2000'],
    invalid: [
      ['', 'validation.required'],
      ['990', 'validation.exactDigits', { length: 4 }],
      ['19900', 'validation.exactDigits', { length: 4 }],
    ],
  },
  {
    row: 'password, password2: required, min 5',
    schema: passwordSchema,
    valid: ['12345', s(200)],
    invalid: [
      ['', 'validation.required'],
      ['1234', 'validation.tooShort', { min: 5 }],
    ],
  },
  {
    row: 'Phone code: required, exactly 6 digits',
    schema: phoneCodeSchema,
    valid: ['123456', '000000'],
    invalid: [
      ['', 'validation.required'],
      ['12345', 'validation.exactDigits', { length: 6 }],
      ['1234567', 'validation.exactDigits', { length: 6 }],
      ['12-34-56', 'validation.digitsOnly'],
    ],
  },
  {
    row: 'Recovery username: required, 5 to 50',
    schema: recoveryUsernameSchema,
    valid: ['ayse1', s(50)],
    invalid: [
      ['', 'validation.required'],
      ['abcd', 'validation.tooShort', { min: 5 }],
      [s(51), 'validation.tooLong', { max: 50 }],
    ],
  },
  {
    row: 'Recovery code: required, 3 to 20',
    schema: recoveryCodeSchema,
    valid: ['123', s(20, '1')],
    invalid: [
      ['', 'validation.required'],
      ['12', 'validation.tooShort', { min: 3 }],
      [s(21, '1'), 'validation.tooLong', { max: 20 }],
    ],
  },
  {
    row: 'Change password: oldPassword, password, confirmPassword each required, min 5',
    schema: changePasswordSchema.entries.oldPassword,
    valid: ['12345'],
    invalid: [
      ['', 'validation.required'],
      ['1234', 'validation.tooShort', { min: 5 }],
    ],
  },
  {
    row: 'Dynamic deposit/withdraw: all fields required (String)',
    schema: paymentField(1),
    valid: ['Ahmet Yılmaz'],
    invalid: [
      ['', 'validation.required'],
      ['  ', 'validation.required'],
    ],
  },
  {
    row: 'Dynamic deposit/withdraw: all fields required (Int, Long)',
    schema: paymentField(3),
    valid: ['1', '10000000146'],
    invalid: [
      ['', 'validation.required'],
      ['12a', 'validation.digitsOnly'],
    ],
  },
  {
    row: 'Dynamic deposit/withdraw: all fields required (Decimal)',
    schema: paymentField(4, { min: 100, max: 50_000 }),
    valid: ['100', '50000', '1.234,50', '₺50.000,00'],
    invalid: [
      ['', 'validation.required'],
      ['abc', 'validation.amount'],
      ['99,99', 'validation.minAmount', { min: 100 }],
      ['50000,01', 'validation.maxAmount', { max: 50_000 }],
    ],
  },
  {
    row: 'Dynamic deposit/withdraw: all fields required (Dropdown)',
    schema: paymentField(7, { option: [{ id: 1, name: 'Ziraat' }] }),
    valid: ['1'],
    invalid: [
      ['', 'validation.required'],
      ['9', 'validation.required'],
    ],
  },
  {
    row: 'Call name: required, 5 to 30',
    schema: callRequestSchema.entries.name,
    valid: ['Elif A', s(30)],
    invalid: [
      ['', 'validation.required'],
      ['Elif', 'validation.tooShort', { min: 5 }],
      [s(31), 'validation.tooLong', { max: 30 }],
    ],
  },
  {
    row: 'Call message: required, 5 to 100; under 5 marks required-error',
    schema: callRequestSchema.entries.message,
    valid: ['Merhaba', s(5), s(100)],
    invalid: [
      ['', 'validation.required'],
      ['Selm', 'validation.required'],
      [s(101), 'validation.tooLong', { max: 100 }],
    ],
  },
  {
    row: 'Call contact value: required, 5 to 30',
    schema: callContactValue,
    valid: ['12345', s(30)],
    invalid: [
      ['', 'validation.required'],
      ['1234', 'validation.tooShort', { min: 5 }],
      [s(31), 'validation.tooLong', { max: 30 }],
    ],
  },
  {
    row: 'Call contact type: required (Phone 1, Telegram 3, Email 4 offered)',
    schema: callContactType,
    valid: [1, 3, 4],
    invalid: [
      [null, 'validation.required'],
      [2, 'validation.required'],
    ],
  },
];

describe('spec 000 §5, row by row', () => {
  describe.each(TABLE)('$row', ({ schema, valid, invalid }) => {
    it.each(valid.map((value) => [value]))('accepts %j', (value) => {
      expect(errorOf(schema, value)).toBeUndefined();
    });
    it.each(invalid)('rejects %j with %s', (value, key, params) => {
      const error = errorOf(schema, value);
      expect(error?.key).toBe(key);
      if (params) expect(error?.params).toEqual(params);
    });
  });
});

describe('§5 rules across fields', () => {
  const fast = {
    name: 'Ayşe',
    surname: 'Öztürk',
    username: 'ayse2025',
    email: 'ayse@ornek.com.tr',
    password: 'secret1',
    password2: 'secret1',
    phone: '905321112233',
    trialBonus: false,
  };
  const firstError = (schema: v.GenericSchema, values: unknown) => {
    const parsed = v.safeParse(schema, values);
    return parsed.success ? {} : collectFieldErrors<Record<string, unknown>>(parsed.issues);
  };

  it('password and password2 must match (the error sits on password2)', () => {
    expect(v.is(fastRegisterSchema, fast)).toBe(true);
    expect(firstError(fastRegisterSchema, { ...fast, password2: 'secret2' })).toEqual({
      password2: { key: 'validation.mismatch', params: {} },
    });
  });

  it('the full form requires TC No, birth date parts and a country besides the fast fields', () => {
    const errors = firstError(fullRegisterSchema, {
      ...fast,
      personalNo: '',
      birthDay: '',
      birthMonth: '',
      birthYear: '',
      country: null,
    });
    expect(Object.keys(errors).sort()).toEqual([
      'birthDay',
      'birthMonth',
      'birthYear',
      'country',
      'personalNo',
    ]);
  });

  it('the full form checks the passwords the same way; a too-short one shows its own rule first', () => {
    const full = {
      ...fast,
      personalNo: '12345678901',
      birthDay: '01',
      birthMonth: '02',
      birthYear: '1990',
      country: 235,
    };
    expect(v.is(fullRegisterSchema, full)).toBe(true);
    expect(firstError(fullRegisterSchema, { ...full, password2: 'secret2' })).toEqual({
      password2: { key: 'validation.mismatch', params: {} },
    });
    expect(firstError(fastRegisterSchema, { ...fast, password2: 'abc' })).toEqual({
      password2: { key: 'validation.tooShort', params: { min: 5 } },
    });
  });

  it('recovery password and its confirmation must match', () => {
    expect(
      firstError(recoveryPasswordStepSchema, { password: 'abcde', password2: 'abcdf' }),
    ).toEqual({
      password2: { key: 'validation.mismatch', params: {} },
    });
  });

  it('change password: password and confirmPassword match, the old one is apart', () => {
    const values = { oldPassword: 'old12', password: 'new12', confirmPassword: 'new12' };
    expect(v.is(changePasswordSchema, values)).toBe(true);
    expect(firstError(changePasswordSchema, { ...values, confirmPassword: 'new13' })).toEqual({
      confirmPassword: { key: 'validation.mismatch', params: {} },
    });
    expect(firstError(changePasswordSchema, { ...values, oldPassword: 'new12' })).toEqual({});
  });
});
