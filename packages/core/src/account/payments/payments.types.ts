import * as v from 'valibot';
import { stringOrNumber } from '../../kernel/schemas/scalars';

/** Enumerations of spec 000 §3. */
export const FieldType = {
  String: 1,
  Int: 2,
  Long: 3,
  Decimal: 4,
  Bool: 5,
  DateTime: 6,
  Dropdown: 7,
} as const;
export type FieldType = (typeof FieldType)[keyof typeof FieldType];
export type FieldTypeName = keyof typeof FieldType;

export const TransactionType = { Deposit: 1, Withdraw: 2 } as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];

export const TransactionStatus = {
  None: 0,
  Confirmed: 1,
  Pending: 2,
  Merged: 3,
  Rejected: 4,
  Cancelled: 5,
  Created: 6,
} as const;
export type TransactionStatus = (typeof TransactionStatus)[keyof typeof TransactionStatus];

export const ProcessStatus = { Processing: 1, Completed: 2, Cancelled: 3, Expired: 4 } as const;
export type ProcessStatus = (typeof ProcessStatus)[keyof typeof ProcessStatus];

export type PaymentKind = 'deposit' | 'withdraw';

export const TRANSACTION_TYPE_OF: Record<PaymentKind, TransactionType> = {
  deposit: TransactionType.Deposit,
  withdraw: TransactionType.Withdraw,
};

/** A payment method (the dev server's `payment/methods` extension; only id and name are needed). */
export const paymentMethodSchema = v.object({
  id: v.number(),
  name: v.string(),
  type: v.optional(v.number()),
  min: v.optional(v.number()),
  max: v.optional(v.number()),
  logoUrl: v.optional(v.string()),
});
export type PaymentMethod = v.InferOutput<typeof paymentMethodSchema>;

export const paymentMethodsSchema = v.object({
  deposit: v.array(paymentMethodSchema),
  withdraw: v.array(paymentMethodSchema),
});
export type PaymentMethods = v.InferOutput<typeof paymentMethodsSchema>;

const optionIdSchema = stringOrNumber;

/**
 * A field definition of `payment/detail` (spec 000 §3: key, objectType, option, mask). `name`,
 * `placeholder`, `min` and `max` are optional extras a server may send.
 */
export const paymentFieldSchema = v.object({
  key: v.pipe(v.string(), v.nonEmpty('key is empty')),
  objectType: v.union([v.number(), v.picklist(Object.keys(FieldType) as FieldTypeName[])]),
  option: v.nullish(v.array(v.object({ id: optionIdSchema, name: v.string() })), []),
  mask: v.nullish(v.string(), null),
  name: v.optional(v.string()),
  placeholder: v.nullish(v.string(), ''),
  min: v.optional(v.number()),
  max: v.optional(v.number()),
});
export type PaymentFieldDefinition = v.InferOutput<typeof paymentFieldSchema>;

export const paymentDetailSchema = v.nullish(v.array(paymentFieldSchema), []);

/**
 * What a deposit answered (spec 000 §4): an http URL opens in a new tab with a continue button
 * (Iframe); anything else shows the server's message (Message). Withdraw always gives Message.
 */
export type PaymentResult = { type: 'Iframe'; url: string } | { type: 'Message'; message: string };
