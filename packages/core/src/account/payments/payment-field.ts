import * as v from 'valibot';
import { MONEY_MASK, parseMoneyInput } from '../../kernel/format/money-input';
import {
  FieldType,
  type FieldTypeName,
  type PaymentFieldDefinition,
  type PaymentKind,
} from './payments.types';

/** The field types a dynamic payment form renders (spec 000 §3). Bool and DateTime render as text. */
export type PaymentFieldKind = 'String' | 'Int' | 'Long' | 'Decimal' | 'Dropdown';

/** TR IBAN: `TR` and 24 digits, shown in groups of four. */
export const IBAN_MASK = 'TR00 0000 0000 0000 0000 0000 00';
const IBAN = /^TR\d{24}$/;

/** Input masks as data for the UI (imask): a pattern, the IBAN pattern, or a money number. */
export type PaymentMask =
  | { kind: 'pattern'; pattern: string }
  | { kind: 'iban'; pattern: string }
  | typeof MONEY_MASK;

export interface PaymentFieldOption {
  id: number | string;
  name: string;
  /** The option's id as the form value (a select's value is text). */
  value: string;
}

/** One field of a dynamic payment form, ready to render. Values are always text. */
export interface PaymentField {
  key: string;
  kind: PaymentFieldKind;
  /** The server's label when it sends one, else the key. */
  label: string;
  placeholder: string;
  options: PaymentFieldOption[];
  mask: PaymentMask | null;
  inputMode: 'text' | 'numeric' | 'decimal';
  /** Offer a paste button (the IBAN field). */
  paste: boolean;
  min: number | undefined;
  max: number | undefined;
}

const NAME_BY_NUMBER = Object.fromEntries(
  Object.entries(FieldType).map(([name, id]) => [id, name]),
) as Record<number, FieldTypeName>;

function kindOf(objectType: PaymentFieldDefinition['objectType']): PaymentFieldKind {
  const name = typeof objectType === 'number' ? NAME_BY_NUMBER[objectType] : objectType;
  switch (name) {
    case 'Int':
    case 'Long':
    case 'Decimal':
    case 'Dropdown':
      return name;
    default:
      return 'String';
  }
}

function isIban(definition: PaymentFieldDefinition): boolean {
  return /iban/i.test(definition.key) || /^TR/i.test(definition.mask ?? '');
}

function maskOf(definition: PaymentFieldDefinition, kind: PaymentFieldKind): PaymentMask | null {
  if (kind === 'Decimal') return MONEY_MASK;
  if (kind === 'String' && isIban(definition)) return { kind: 'iban', pattern: IBAN_MASK };
  if (definition.mask) return { kind: 'pattern', pattern: definition.mask };
  return null;
}

export function toPaymentField(definition: PaymentFieldDefinition): PaymentField {
  const kind = kindOf(definition.objectType);
  return {
    key: definition.key,
    kind,
    label: definition.name ?? definition.key,
    placeholder: definition.placeholder ?? '',
    options: (definition.option ?? []).map((option) => ({ ...option, value: String(option.id) })),
    mask: maskOf(definition, kind),
    inputMode:
      kind === 'Int' || kind === 'Long' ? 'numeric' : kind === 'Decimal' ? 'decimal' : 'text',
    paste: kind === 'String' && isIban(definition),
    min: definition.min,
    max: definition.max,
  };
}

const required = () => v.nonEmpty<string, 'validation.required'>('validation.required');
const text = () => v.pipe(v.string(), v.trim(), required());

/** The IBAN as sent: spaces removed, capitals. */
export function compactIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * The rule and conversion of one field. Every field is required (spec 000 §5); Int, Long and
 * Decimal become numbers; a Dropdown becomes a number in a deposit when its id is numeric.
 */
export function fieldSchema(
  field: PaymentField,
  kind: PaymentKind,
): v.GenericSchema<string, string | number> {
  switch (field.kind) {
    case 'Int':
    case 'Long':
      return v.pipe(
        text(),
        v.regex(/^\d+$/, 'validation.digitsOnly'),
        v.transform(Number),
        v.safeInteger('validation.digitsOnly'),
      );
    case 'Decimal': {
      const amount = v.pipe(
        text(),
        v.transform(parseMoneyInput),
        v.number('validation.amount'),
        v.gtValue(0, 'validation.amount'),
      );
      if (field.min === undefined && field.max === undefined) return amount;
      return v.pipe(
        amount,
        v.minValue(field.min ?? 0, 'validation.minAmount'),
        v.maxValue(field.max ?? Number.MAX_VALUE, 'validation.maxAmount'),
      );
    }
    case 'Dropdown': {
      const values = field.options.map((option) => option.value);
      return v.pipe(
        text(),
        v.check((value) => values.includes(value), 'validation.required'),
        v.transform((value) =>
          kind === 'deposit' && /^-?\d+(?:\.\d+)?$/.test(value) ? Number(value) : value,
        ),
      );
    }
    default:
      if (field.paste) {
        return v.pipe(text(), v.transform(compactIban), v.regex(IBAN, 'validation.iban'));
      }
      return text();
  }
}
