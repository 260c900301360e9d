import type { Context } from 'hono';
import { type Locale, type Localized, localize } from './localized';

/**
 * Strict payload checks, like a real server: every listed field must be present with the right
 * type, otherwise the call answers `success: false` naming the field. Unlisted extra fields are
 * ignored, as most real back ends do.
 */
export type Rule<T> = (
  value: unknown,
) => { ok: true; value: T } | { ok: false; expected: Localized };

export type Problem =
  | { field: string; kind: 'missing' | 'invalid'; expected?: Localized }
  | { kind: 'body' };

type Parsed<R extends Record<string, Rule<unknown>>> = {
  [K in keyof R]: R[K] extends Rule<infer T> ? T : never;
};

export type ParseResult<T> = { ok: true; value: T } | { ok: false; problem: Problem };

/** Reads the JSON body; `null` when it is missing, malformed or not an object. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await c.req.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Reads and checks the body in one go. */
export async function parseBody<R extends Record<string, Rule<unknown>>>(
  c: Context,
  rules: R,
): Promise<ParseResult<Parsed<R>>> {
  const body = await readJsonObject(c);
  if (!body) return { ok: false, problem: { kind: 'body' } };
  return parseFields(body, rules);
}

export function parseFields<R extends Record<string, Rule<unknown>>>(
  body: Record<string, unknown>,
  rules: R,
): ParseResult<Parsed<R>> {
  const out: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const raw = body[field];
    if (raw === undefined || raw === null)
      return { ok: false, problem: { field, kind: 'missing' } };
    const checked = rule(raw);
    if (!checked.ok)
      return { ok: false, problem: { field, kind: 'invalid', expected: checked.expected } };
    out[field] = checked.value;
  }
  return { ok: true, value: out as Parsed<R> };
}

export function describeProblem(problem: Problem, locale: Locale): string {
  if (problem.kind === 'body') {
    return localize(
      {
        tr: 'Geçersiz istek gövdesi: JSON nesnesi bekleniyor',
        en: 'Invalid request body: a JSON object is expected',
      },
      locale,
    );
  }
  if (problem.kind === 'missing') {
    return localize(
      { tr: 'Geçersiz istek: {field} alanı eksik', en: 'Invalid request: {field} is missing' },
      locale,
      {
        field: problem.field,
      },
    );
  }
  const expected = problem.expected ? localize(problem.expected, locale) : '';
  return localize(
    {
      tr: 'Geçersiz istek: {field} {expected} olmalı',
      en: 'Invalid request: {field} must be {expected}',
    },
    locale,
    {
      field: problem.field,
      expected,
    },
  );
}

// --- rules -------------------------------------------------------------------------------

export function integer(range: { min?: number; max?: number } = {}): Rule<number> {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = range;
  const expected = describeInteger(range);
  return (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? { ok: true, value }
      : { ok: false, expected };
}

/** A finite number (stakes may carry kuruş). */
export function finiteNumber(): Rule<number> {
  return (value) =>
    typeof value === 'number' && Number.isFinite(value)
      ? { ok: true, value }
      : { ok: false, expected: { tr: 'sayı', en: 'a number' } };
}

export function text(options: { nonEmpty?: boolean; maxLength?: number } = {}): Rule<string> {
  const { nonEmpty = false, maxLength = 500 } = options;
  return (value) =>
    typeof value === 'string' && (!nonEmpty || value.trim() !== '') && value.length <= maxLength
      ? { ok: true, value }
      : {
          ok: false,
          expected: nonEmpty
            ? {
                tr: `boş olmayan metin (en fazla ${maxLength})`,
                en: `a non-empty string (at most ${maxLength})`,
              }
            : { tr: 'metin', en: 'a string' },
        };
}

export function boolean(): Rule<boolean> {
  return (value) =>
    typeof value === 'boolean'
      ? { ok: true, value }
      : { ok: false, expected: { tr: 'true veya false', en: 'true or false' } };
}

export function oneOf<T extends string | number>(values: readonly T[]): Rule<T> {
  const list = values.map((v) => JSON.stringify(v)).join(', ');
  return (value) =>
    values.includes(value as T)
      ? { ok: true, value: value as T }
      : { ok: false, expected: { tr: `şunlardan biri: ${list}`, en: `one of ${list}` } };
}

export function arrayOf<T>(item: Rule<T>, options: { maxLength?: number } = {}): Rule<T[]> {
  const { maxLength = 1000 } = options;
  return (value) => {
    const fail = { ok: false as const, expected: { tr: 'liste', en: 'a list' } };
    if (!Array.isArray(value) || value.length > maxLength) return fail;
    const out: T[] = [];
    for (const element of value) {
      const checked = item(element);
      if (!checked.ok) {
        return {
          ok: false,
          expected: {
            tr: `liste (her öğe ${checked.expected.tr})`,
            en: `a list (each item ${checked.expected.en})`,
          },
        };
      }
      out.push(checked.value);
    }
    return { ok: true, value: out };
  };
}

/** An object checked field by field (nested payloads such as placeBet's selection list). */
export function shape<R extends Record<string, Rule<unknown>>>(rules: R): Rule<Parsed<R>> {
  const names = Object.keys(rules).join(', ');
  const expected = { tr: `{${names}} nesnesi`, en: `an object {${names}}` };
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return { ok: false, expected };
    const parsed = parseFields(value as Record<string, unknown>, rules);
    return parsed.ok ? { ok: true, value: parsed.value } : { ok: false, expected };
  };
}

/** An absolute http(s) URL. */
export function httpUrl(): Rule<string> {
  return (value) => {
    if (typeof value === 'string') {
      try {
        const url = new URL(value);
        if (url.protocol === 'http:' || url.protocol === 'https:') return { ok: true, value };
      } catch {
        // falls through to the failure below
      }
    }
    return { ok: false, expected: { tr: 'http(s) adresi', en: 'an http(s) URL' } };
  };
}

function describeInteger(range: { min?: number; max?: number }): Localized {
  const { min, max } = range;
  if (min !== undefined && max !== undefined) {
    return { tr: `${min}-${max} arası tam sayı`, en: `an integer between ${min} and ${max}` };
  }
  if (min !== undefined)
    return { tr: `en az ${min} olan tam sayı`, en: `an integer of at least ${min}` };
  if (max !== undefined)
    return { tr: `en çok ${max} olan tam sayı`, en: `an integer of at most ${max}` };
  return { tr: 'tam sayı', en: 'an integer' };
}
