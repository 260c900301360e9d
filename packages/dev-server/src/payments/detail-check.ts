import type { Locale, TextParams } from '../http/locale';
import type { MessageKey } from '../http/messages';
import { money } from '../http/money';
import type { MethodDefinition } from './payment-methods';

export interface DetailProblem {
  key: MessageKey;
  params: TextParams;
}

export type CheckedDetail =
  | { ok: true; amount: number; values: Record<string, string | number> }
  | { ok: false; problem: DetailProblem };

const isNumberLike = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

/**
 * Checks a payment `detail` against the method's fields: every field required, numeric types
 * numeric (Int and Long whole), dropdown values among the options, a TR IBAN well-formed, the
 * amount within the method's bounds. Messages name the field by its label in `locale`.
 */
export function checkDetail(
  method: MethodDefinition,
  detail: unknown,
  locale: Locale,
): CheckedDetail {
  const given =
    typeof detail === 'object' && detail !== null ? (detail as Record<string, unknown>) : {};
  const values: Record<string, string | number> = {};
  for (const field of method.fields) {
    const value = given[field.key];
    const label = field.label[locale];
    if (value === undefined || value === null || String(value).trim() === '')
      return { ok: false, problem: { key: 'fieldRequired', params: { field: label } } };
    const invalid = {
      ok: false as const,
      problem: { key: 'fieldFormat' as const, params: { field: label } },
    };
    switch (field.type) {
      case 'Int':
      case 'Long':
        if (!isNumberLike(value) || !Number.isInteger(Number(value))) return invalid;
        values[field.key] = Number(value);
        break;
      case 'Decimal':
        if (!isNumberLike(value) || Number(value) <= 0) return invalid;
        values[field.key] = Number(value);
        break;
      case 'Dropdown': {
        const option = field.options?.find((o) => String(o.id) === String(value));
        if (!option) return invalid;
        values[field.key] = option.id;
        break;
      }
      default: {
        const text = String(value).trim();
        if (field.key === 'Iban' && !/^TR\d{24}$/.test(text.replace(/\s/g, '').toUpperCase()))
          return invalid;
        values[field.key] = text;
      }
    }
  }
  const amount = Number(values.Amount ?? 0);
  if (amount < method.min || amount > method.max)
    return {
      ok: false,
      problem: { key: 'amountRange', params: { min: money(method.min), max: money(method.max) } },
    };
  return { ok: true, amount, values };
}
