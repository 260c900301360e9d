import * as v from 'valibot';
import { createFormModel, type FormModel } from '../forms/form-model';
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

/** Validates every field and converts each value to what the server expects. */
export function paymentSchema(
  fields: readonly PaymentField[],
  kind: PaymentKind,
): v.GenericSchema<PaymentValues, PaymentDetail> {
  const entries: Record<string, v.GenericSchema<string, string | number>> = {};
  for (const field of fields) entries[field.key] = fieldSchema(field, kind);
  return v.object(entries);
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
  const initial: PaymentValues = {};
  for (const field of config.fields) initial[field.key] = '';
  return createFormModel({
    schema: paymentSchema(config.fields, config.kind),
    initial,
    submit: (detail) => config.send(buildPaymentSubmit(config.methodId, detail)),
    ...(config.onSuccess ? { onSuccess: config.onSuccess } : {}),
    ...(config.onError ? { onError: config.onError } : {}),
  });
}
