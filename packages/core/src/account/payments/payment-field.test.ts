import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { collectFieldErrors } from '../../kernel/forms/form-model';
import { fieldSchema, IBAN_MASK, toPaymentField } from './payment-field';
import { paymentSchema } from './payment-form';
import type { PaymentFieldDefinition } from './payments.types';

const def = (overrides: Partial<PaymentFieldDefinition>): PaymentFieldDefinition => ({
  key: 'F',
  objectType: 1,
  option: [],
  mask: null,
  placeholder: '',
  ...overrides,
});

describe('payment field definitions → field models', () => {
  it('maps objectType numbers and names to String, Int, Long, Decimal, Dropdown', () => {
    const kinds = [1, 2, 3, 4, 7, 'Long', 5, 6].map(
      (objectType) => toPaymentField(def({ objectType: objectType as never })).kind,
    );
    expect(kinds).toEqual([
      'String',
      'Int',
      'Long',
      'Decimal',
      'Dropdown',
      'Long',
      'String',
      'String',
    ]);
  });

  it('keeps masks as data: server patterns, the TR IBAN mask with paste, money for Decimal', () => {
    expect(toPaymentField(def({ objectType: 3, mask: '0000000000' })).mask).toEqual({
      kind: 'pattern',
      pattern: '0000000000',
    });
    const iban = toPaymentField(def({ key: 'Iban', mask: 'TR00 0000 0000 0000 0000 0000 00' }));
    expect(iban).toMatchObject({ mask: { kind: 'iban', pattern: IBAN_MASK }, paste: true });
    expect(toPaymentField(def({ objectType: 4 })).mask).toMatchObject({
      kind: 'money',
      prefix: '₺',
      thousandsSeparator: '.',
      radix: ',',
    });
    expect(toPaymentField(def({ objectType: 2 })).inputMode).toBe('numeric');
  });

  it('labels a field with the server name, else its key; options carry text values', () => {
    const field = toPaymentField(
      def({ key: 'BankId', objectType: 7, name: 'Banka', option: [{ id: 1, name: 'Ziraat' }] }),
    );
    expect(field.label).toBe('Banka');
    expect(field.options).toEqual([{ id: 1, name: 'Ziraat', value: '1' }]);
    expect(toPaymentField(def({ key: 'X' })).label).toBe('X');
  });
});

describe('payment field rules and conversion (spec 000 §3, §5)', () => {
  const fields = [
    def({ key: 'Amount', objectType: 4, min: 100, max: 50_000 }),
    def({ key: 'Iban', mask: 'TR00 0000 0000 0000 0000 0000 00' }),
    def({ key: 'TcNo', objectType: 3 }),
    def({ key: 'Installments', objectType: 2 }),
    def({ key: 'BankId', objectType: 7, option: [{ id: 1, name: 'Ziraat' }] }),
    def({ key: 'Network', objectType: 7, option: [{ id: 'TRC20', name: 'Tron' }] }),
    def({ key: 'NameSurname' }),
  ].map(toPaymentField);
  const values = {
    Amount: '1.234,50',
    Iban: 'tr33 0006 1005 1978 6457 8413 26',
    TcNo: '10000000146',
    Installments: '03',
    BankId: '1',
    Network: 'TRC20',
    NameSurname: ' Ahmet Yılmaz ',
  };

  it('deposit: numeric types and a numeric dropdown become numbers; IBAN compacted', () => {
    expect(v.parse(paymentSchema(fields, 'deposit'), values)).toEqual({
      Amount: 1234.5,
      Iban: 'TR330006100519786457841326',
      TcNo: 10000000146,
      Installments: 3,
      BankId: 1,
      Network: 'TRC20',
      NameSurname: 'Ahmet Yılmaz',
    });
  });

  it('withdraw: the dropdown keeps its value as text', () => {
    expect(v.parse(paymentSchema(fields, 'withdraw'), values)).toMatchObject({ BankId: '1' });
  });

  it('TR IBAN is TR and 24 digits', () => {
    const iban = fieldSchema(fields[1] as never, 'withdraw');
    expect(v.is(iban, 'TR330006100519786457841326')).toBe(true);
    for (const wrong of [
      'DE330006100519786457841326',
      'TR33000610051978645784132',
      'TR3300061005197864578413267',
      'TR33 0006 1005 1978 6457 8413 2X',
    ]) {
      expect(v.is(iban, wrong)).toBe(false);
    }
  });

  it('every field is required', () => {
    const empty = Object.fromEntries(Object.keys(values).map((key) => [key, '']));
    const result = v.safeParse(paymentSchema(fields, 'deposit'), empty);
    const errors = collectFieldErrors<Record<string, string>>(result.issues ?? []);
    expect(Object.keys(errors)).toEqual(Object.keys(values));
    for (const error of Object.values(errors)) expect(error?.key).toBe('validation.required');
  });
});
