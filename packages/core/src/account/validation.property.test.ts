import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createFullSite } from '../entries/full';
import { createTestEnv, ok } from '../testing';
import { setupAccount } from './account.test-support';
import * as fields from './account-fields.schema';
import { callRequestSchema } from './call-request/call-request.schema';
import { createCallRequestForm } from './call-request/call-request-form';
import { changePasswordSchema } from './change-password.schema';
import { loginSchema } from './login.schema';
import { fieldSchema, toPaymentField } from './payments/payment-field';
import { createPaymentForm } from './payments/payment-form';
import { codeStepSchema, phoneStepSchema } from './phone.schema';
import {
  recoveryCodeStepSchema,
  recoveryPasswordStepSchema,
  recoveryUsernameStepSchema,
} from './recovery.schema';
import { fastRegisterSchema, fullRegisterSchema } from './register.schema';

// Any UTF-16 text, lone surrogates included, plus values of every other type.
const anyText = fc.string({ unit: 'binary', maxLength: 140 });
// Mostly valid values, some near misses and some noise, so both branches run often.
const pick = <T>(valid: fc.Arbitrary<T>, nearMiss: fc.Arbitrary<T>) =>
  fc.oneof(
    { arbitrary: valid as fc.Arbitrary<T | string>, weight: 8 },
    { arbitrary: nearMiss, weight: 1 },
    { arbitrary: anyText, weight: 1 },
  );
const nearlyValidName = pick(
  fc.oneof(
    fc.constantFrom('Ayşe', 'Çağrı Gökhan', 'İŞĞ ÜÖÇ'),
    fc.stringMatching(/^[a-zçğıöşü]{2,6}( [a-zçğıöşü]{1,6})?$/),
  ),
  fc.constantFrom('', 'A', 'Ali  Veli', ' Ali', 'Ali3'),
);
const nearlyValidDigits = pick(
  fc.stringMatching(/^\d{5,20}$/),
  fc.stringMatching(/^\d{0,4}$|^\d{21,22}$/),
);
const nearlyValidEmail = pick(
  fc.constantFrom('a@b.co', 'ayse@ornek.com.tr'),
  fc.oneof(fc.emailAddress(), fc.constantFrom('ab@c', 'a b@c.com')),
);
const nearlyValidPassword = pick(fc.constant('secret1'), fc.constantFrom('', '1234', 'secret2'));

const SCHEMAS: [string, v.GenericSchema][] = [
  ...(Object.entries(fields) as [string, unknown][]).filter(
    (entry): entry is [string, v.GenericSchema] =>
      v.is(v.object({ kind: v.literal('schema') }), entry[1]),
  ),
  ['loginSchema', loginSchema],
  ['fastRegisterSchema', fastRegisterSchema],
  ['fullRegisterSchema', fullRegisterSchema],
  ['phoneStepSchema', phoneStepSchema],
  ['codeStepSchema', codeStepSchema],
  ['recoveryUsernameStepSchema', recoveryUsernameStepSchema],
  ['recoveryCodeStepSchema', recoveryCodeStepSchema],
  ['recoveryPasswordStepSchema', recoveryPasswordStepSchema],
  ['changePasswordSchema', changePasswordSchema],
  ['callRequestSchema', callRequestSchema],
  ...[1, 2, 3, 4, 5, 6, 7].map((objectType): [string, v.GenericSchema] => [
    `payment field ${objectType}`,
    fieldSchema(
      toPaymentField({
        key: objectType === 1 ? 'Iban' : 'F',
        objectType,
        option: [{ id: 1, name: 'one' }],
        mask: null,
        placeholder: '',
        min: 10,
        max: 100,
      }),
      'deposit',
    ),
  ]),
];

describe('validators never crash', () => {
  it.each(SCHEMAS)('%s: random strings and values only ever give a result', (_name, schema) => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.anything()), (value) => {
        const result = v.safeParse(schema, value);
        expect(typeof result.success).toBe('boolean');
        if (!result.success) {
          for (const issue of result.issues) expect(typeof issue.message).toBe('string');
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('an invalid form never produces a payload', () => {
  it('register (fast): nothing is sent unless every field passes, and what is sent obeys §5', async () => {
    const seen = { valid: 0, invalid: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: nearlyValidName,
          surname: nearlyValidName,
          username: pick(
            fc.stringMatching(/^[a-zA-Z0-9ç]{5,30}$/),
            fc.constantFrom('abcd', 'ab_cd1'),
          ),
          email: nearlyValidEmail,
          password: nearlyValidPassword,
          password2: nearlyValidPassword,
          phone: nearlyValidDigits,
          trialBonus: fc.boolean(),
        }),
        async (values) => {
          const { env, flows } = setupAccount();
          env.routes.route('POST /api/auth/register', () => ok({ token: 't', username: 'x' }));
          env.routes.route('POST /api/customer/updatephone', () => ok(null));
          const form = flows.register.fast;
          for (const [key, value] of Object.entries(values)) {
            form.setField(key as keyof typeof values, value as never);
          }
          const valid = form.$valid.get();
          seen[valid ? 'valid' : 'invalid']++;
          const result = await form.submit();
          const sent = env.routes.calls.filter((call) => call.path === '/api/auth/register');
          if (!valid) {
            expect(result).toEqual({ ok: false, reason: 'invalid' });
            expect(sent).toHaveLength(0);
            return;
          }
          expect(sent).toHaveLength(1);
          const body = sent[0]?.body as Record<string, string>;
          for (const key of ['name', 'surname'] as const) {
            expect(body[key]).toMatch(/^\p{L}+( \p{L}+)*$/u);
            expect(body[key]?.length).toBeGreaterThanOrEqual(2);
          }
          expect(body.username).toMatch(/^[\p{L}\d]{5,30}$/u);
          expect(body.phone).toMatch(/^\d{5,20}$/);
          expect(body.email).toContain('@');
          expect(body.password).toBe(body.password2);
          expect(body.password?.length).toBeGreaterThanOrEqual(5);
        },
      ),
      { numRuns: 150 },
    );
    expect(seen.valid).toBeGreaterThan(5);
    expect(seen.invalid).toBeGreaterThan(5);
  });

  it('call request: nothing is sent unless name, username, message, slot and contacts pass', async () => {
    const contact = fc.record({
      type: pick(fc.constantFrom(1, 3, 4), fc.constantFrom(2, null)),
      contact: pick(fc.constantFrom('905321112233', 'elif@ornek.com'), fc.constant('1234')),
    });
    const seen = { valid: 0, invalid: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: pick(fc.constant('Elif Arslan'), fc.constantFrom('Elif', '')),
          username: pick(fc.constant('elif01'), fc.constantFrom('', ' ')),
          message: pick(fc.constant('Bonus hakkında bilgi'), fc.constant('Selm')),
          timeSlot: pick(fc.constantFrom('10:30-11:30', '17:30-18:30'), fc.constant('')),
          contacts: fc.oneof(
            { arbitrary: fc.array(contact, { minLength: 1, maxLength: 2 }), weight: 4 },
            { arbitrary: fc.array(contact, { maxLength: 7 }), weight: 1 },
          ),
        }),
        async (values) => {
          const env = createTestEnv({ storage: { anonymousToken: '"a"' } });
          env.routes.route('POST /api/cms/callme', () => ok({ id: 1 }));
          const site = createFullSite({ env });
          const form = createCallRequestForm(site);
          form.setField('name', values.name);
          form.setField('username', values.username);
          form.setField('message', values.message);
          form.setField('timeSlot', values.timeSlot);
          for (const row of values.contacts) {
            // Past 5 rows Add is refused: the form can never hold a sixth.
            // Noise puts text where a type belongs: the row must then fail, not crash.
            if (!form.addContact(row.type as number | null)) break;
            const id = form.$values.get().contacts.at(-1)?.id ?? 0;
            form.setContact(id, { contact: row.contact });
          }
          expect(form.$values.get().contacts.length).toBeLessThanOrEqual(5);
          const valid = form.$valid.get();
          seen[valid ? 'valid' : 'invalid']++;
          expect(form.$canSave.get()).toBe(valid);
          await form.submit();
          expect(env.routes.calls.length).toBe(valid ? 1 : 0);
          if (valid) {
            const body = env.routes.calls[0]?.body as { message: string; contacts: unknown[] };
            expect(body.message).toMatch(/^Mesaj: .+ \| Kullanıcı adı: .+ \| Seçilen saat: /s);
            expect(body.contacts.length).toBeGreaterThanOrEqual(1);
          }
        },
      ),
      { numRuns: 150 },
    );
    expect(seen.valid).toBeGreaterThan(5);
    expect(seen.invalid).toBeGreaterThan(5);
  });

  it('payment forms: nothing is sent unless every server field is filled and well-formed', async () => {
    const definitions = [
      {
        key: 'Amount',
        objectType: 4,
        option: [],
        mask: null,
        placeholder: '',
        min: 100,
        max: 50_000,
      },
      {
        key: 'Iban',
        objectType: 1,
        option: [],
        mask: 'TR00 0000 0000 0000 0000 0000 00',
        placeholder: '',
      },
      { key: 'TcNo', objectType: 3, option: [], mask: '00000000000', placeholder: '' },
      {
        key: 'BankId',
        objectType: 7,
        option: [{ id: 1, name: 'Ziraat' }],
        mask: null,
        placeholder: '',
      },
    ];
    const paymentFields = definitions.map(toPaymentField);
    const seen = { valid: 0, invalid: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          Amount: pick(fc.constantFrom('100', '1.234,50', '₺50.000'), fc.constantFrom('99', '')),
          Iban: pick(
            fc.constantFrom('TR33 0006 1005 1978 6457 8413 26', 'tr330006100519786457841326'),
            fc.constant('TR12'),
          ),
          TcNo: nearlyValidDigits,
          BankId: pick(fc.constant('1'), fc.constant('2')),
        }),
        async (values) => {
          const sent: unknown[] = [];
          const form = createPaymentForm({
            fields: paymentFields,
            kind: 'withdraw',
            methodId: 11,
            send: async (body) => {
              sent.push(body);
              return body;
            },
          });
          for (const [key, value] of Object.entries(values)) form.setField(key, value);
          const valid = form.$valid.get();
          seen[valid ? 'valid' : 'invalid']++;
          await form.submit();
          expect(sent.length).toBe(valid ? 1 : 0);
          if (valid) {
            const { detail } = sent[0] as { detail: Record<string, unknown> };
            expect(detail.Iban).toMatch(/^TR\d{24}$/);
            expect(typeof detail.Amount).toBe('number');
            expect(detail.Amount).toBeGreaterThanOrEqual(100);
            expect(typeof detail.TcNo).toBe('number');
            expect(detail.BankId).toBe('1');
          }
        },
      ),
      { numRuns: 200 },
    );
    expect(seen.valid).toBeGreaterThan(5);
    expect(seen.invalid).toBeGreaterThan(5);
  });
});
