import * as v from 'valibot';
import { createFormModel, type FormModel } from '../../kernel/forms/form-model';
import { keyedRecord, keyedRecordFrom, ownValue } from '../../kernel/keyed/keyed-record';
import { fieldSchema, type PaymentField } from './payment-field';
import type { PaymentKind } from './payments.types';

export type PaymentValues = Record<string, string>;
export type PaymentDetail = Record<string, string | number>;

/** The body of `payment/deposit` and `payment/withdraw` (spec 000 §3). */
export interface PaymentSubmit {
  id: number;
  target: 'pay';
  detail: PaymentDetail;
}

/**
 * Validates every field and converts each value to what the server expects. Field keys are the
 * server's (`payment/detail`), so values and the detail live in null-prototype records and each
 * field is checked on its own: a key `__proto__` is sent like any other, and `constructor` or
 * `toString` gets its own error instead of reading as an inherited function.
 */
export function paymentSchema(
  fields: readonly PaymentField[],
  kind: PaymentKind,
): v.GenericSchema<PaymentValues, PaymentDetail> {
  const checks = fields.map((field) => ({ key: field.key, schema: fieldSchema(field, kind) }));
  return v.pipe(
    v.custom<PaymentValues>((input) => typeof input === 'object' && input !== null),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const values = dataset.value;
      const detail = keyedRecord<string | number>();
      let valid = true;
      for (const { key, schema } of checks) {
        const input = ownValue(values, key) ?? '';
        const result = v.safeParse(schema, input);
        if (result.success) {
          detail[key] = result.output;
          continue;
        }
        valid = false;
        // The field's own issues travel along (valibot passes `issues` through, its type does
        // not list it), so the form shows the rule's figures ("at least 100").
        const path: [v.ObjectPathItem] = [
          { type: 'object', origin: 'value', input: values, key, value: input },
        ];
        const info = { message: result.issues[0].message, path, issues: result.issues };
        addIssue(info as Parameters<typeof addIssue>[0]);
      }
      return valid ? detail : NEVER;
    }),
  );
}

export function buildPaymentSubmit(methodId: number, detail: PaymentDetail): PaymentSubmit {
  return { id: methodId, target: 'pay', detail };
}

/**
 * A form model built from server field definitions: every field required, submit ignored while
 * invalid, a second submit while one runs refused (so a double click sends one request).
 */
export function createPaymentForm<TResult>(config: {
  fields: readonly PaymentField[];
  kind: PaymentKind;
  methodId: number;
  send(body: PaymentSubmit): Promise<TResult>;
  onSuccess?(result: TResult): void;
  onError?: Parameters<typeof createFormModel>[0]['onError'];
}): FormModel<PaymentValues, TResult> {
  const initial: PaymentValues = keyedRecordFrom(config.fields.map((field) => [field.key, '']));
  return createFormModel({
    schema: paymentSchema(config.fields, config.kind),
    initial,
    submit: (detail) => config.send(buildPaymentSubmit(config.methodId, detail)),
    ...(config.onSuccess ? { onSuccess: config.onSuccess } : {}),
    ...(config.onError ? { onError: config.onError } : {}),
  });
}
