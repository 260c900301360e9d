import { atom, computed, map, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import { type SiteError, toSiteError } from '../errors/site-error';
import { keyedRecord } from '../keyed/keyed-record';

/**
 * A validation failure of one field: a translation key plus its numbers (min, max, length). The
 * key is the schema's message: a shared `ValidationKey` or one of the form's module (e.g.
 * `PaymentsValidationKey`), all listed in the site's `textKeys`.
 */
export interface FieldError {
  key: string;
  params: Record<string, number>;
}

export type FieldErrors<TValues> = Partial<Record<keyof TValues & string, FieldError>>;

export type SubmitResult<TResult> =
  | { ok: true; result: TResult }
  | { ok: false; reason: 'invalid' | 'busy' }
  | { ok: false; reason: 'failed'; error: SiteError };

export interface FormModel<TValues extends Record<string, unknown>, TResult> {
  $values: ReadableAtom<TValues>;
  /** Every current error, whether or not it should be shown yet. */
  $errors: ReadableAtom<FieldErrors<TValues>>;
  /** Errors to show: of fields the user has left, or of all fields after a submit attempt. */
  $visibleErrors: ReadableAtom<FieldErrors<TValues>>;
  $valid: ReadableAtom<boolean>;
  $submitting: ReadableAtom<boolean>;
  setField<K extends keyof TValues & string>(name: K, value: TValues[K]): void;
  /** Marks a field as visited (on blur) so its error shows. */
  touch(name: keyof TValues & string): void;
  /**
   * Validates and submits. Invalid forms and a second submit while one runs are ignored;
   * a failed call keeps every value the user typed.
   */
  submit(): Promise<SubmitResult<TResult>>;
  reset(values?: Partial<TValues>): void;
}

const KNOWN_PARAMS = ['min_length', 'max_length', 'length', 'min_value', 'max_value'] as const;
const PARAM_NAME: Record<(typeof KNOWN_PARAMS)[number], string> = {
  min_length: 'min',
  max_length: 'max',
  length: 'length',
  min_value: 'min',
  max_value: 'max',
};

function toFieldError(wrapper: v.BaseIssue<unknown>): FieldError {
  // A schema that checks fields one by one (payment forms) wraps each field's own issues.
  const issue = wrapper.type === 'raw_transform' ? (wrapper.issues?.[0] ?? wrapper) : wrapper;
  const params: Record<string, number> = {};
  const paramName = PARAM_NAME[issue.type as (typeof KNOWN_PARAMS)[number]];
  if (paramName && typeof issue.requirement === 'number') params[paramName] = issue.requirement;
  return { key: issue.message, params };
}

/** Maps valibot issues to the first error of each top-level field. */
export function collectFieldErrors<TValues>(
  issues: readonly v.BaseIssue<unknown>[],
): FieldErrors<TValues> {
  // Field names can come from the server (payment fields): no prototype, so `constructor` or
  // `toString` is a field like any other and its error is shown.
  const errors = keyedRecord<FieldError>();
  for (const issue of issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field !== 'string' || Object.hasOwn(errors, field)) continue;
    errors[field] = toFieldError(issue);
  }
  return errors as FieldErrors<TValues>;
}

export function createFormModel<
  TValues extends Record<string, unknown>,
  TSchema extends v.GenericSchema<TValues, unknown>,
  TResult,
>(config: {
  schema: TSchema;
  initial: TValues;
  submit(values: v.InferOutput<TSchema>): Promise<TResult>;
  onSuccess?(result: TResult): void;
  onError?(error: SiteError): void;
}): FormModel<TValues, TResult> {
  const $values = map<TValues>({ ...config.initial });
  const $touched = atom<ReadonlySet<string>>(new Set());
  const $attempted = atom(false);
  const $submitting = atom(false);

  const $parsed = computed($values, (values) => v.safeParse(config.schema, values));
  const $errors = computed($parsed, (parsed) =>
    parsed.success ? {} : collectFieldErrors<TValues>(parsed.issues),
  );
  const $visibleErrors = computed([$errors, $touched, $attempted], (errors, touched, attempted) => {
    if (attempted) return errors;
    const visible = keyedRecord<FieldError>();
    for (const [field, error] of Object.entries(errors)) {
      if (touched.has(field) && error) visible[field] = error as FieldError;
    }
    return visible as FieldErrors<TValues>;
  });
  const $valid = computed($parsed, (parsed) => parsed.success);

  return {
    $values,
    $errors,
    $visibleErrors,
    $valid,
    $submitting,
    setField(name, value) {
      // nanostores' map keys are typed structurally; the name is a key of TValues.
      ($values as unknown as { setKey(key: string, value: unknown): void }).setKey(name, value);
    },
    touch(name) {
      if ($touched.get().has(name)) return;
      $touched.set(new Set([...$touched.get(), name]));
    },
    async submit() {
      if ($submitting.get()) return { ok: false, reason: 'busy' };
      const parsed = $parsed.get();
      if (!parsed.success) {
        $attempted.set(true);
        return { ok: false, reason: 'invalid' };
      }
      $submitting.set(true);
      try {
        const result = await config.submit(parsed.output);
        config.onSuccess?.(result);
        return { ok: true, result };
      } catch (error) {
        const siteError = toSiteError(error);
        config.onError?.(siteError);
        return { ok: false, reason: 'failed', error: siteError };
      } finally {
        $submitting.set(false);
      }
    },
    reset(values = {}) {
      $values.set({ ...config.initial, ...values });
      $touched.set(new Set());
      $attempted.set(false);
    },
  };
}
