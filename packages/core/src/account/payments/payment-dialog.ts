import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { DialogName, DialogsModule } from '../../kernel/dialogs/dialogs';
import type { Clock, TimerHandle } from '../../kernel/env/ports';
import { errorText } from '../../kernel/errors/error-text';
import { SiteError } from '../../kernel/errors/site-error';
import type { FormModel } from '../../kernel/forms/form-model';
import type { HttpClient } from '../../kernel/http/http-client';
import type { ToastsModule } from '../../kernel/toasts/toasts';
import { classifyDepositAnswer, type DepositUrlPolicy } from './deposit-url';
import { type PaymentField, toPaymentField } from './payment-field';
import { createPaymentForm, type PaymentSubmit, type PaymentValues } from './payment-form';
import { paymentsText } from './payments.messages';
import {
  type PaymentKind,
  type PaymentMethod,
  type PaymentResult,
  paymentDetailSchema,
  TRANSACTION_TYPE_OF,
} from './payments.types';

/** Spec 000 §9: an empty or failed field list closes the dialog after 100 ms. */
export const PAYMENT_DETAIL_CLOSE_MS = 100;
/** Spec 000 §9: a successful withdrawal closes the dialog after 500 ms. */
export const WITHDRAW_CLOSE_MS = 500;

export const PAYMENT_DIALOG: Record<PaymentKind, DialogName> = {
  deposit: 'dynamicDeposit',
  withdraw: 'dynamicWithdraw',
};

export type PaymentForm = FormModel<PaymentValues, PaymentResult>;

export type PaymentDialogState =
  | { status: 'loading' }
  | { status: 'form'; fields: PaymentField[]; form: PaymentForm }
  /** The form is replaced by the deposit's (or withdrawal's) outcome. */
  | { status: 'result'; result: PaymentResult }
  /** No fields or a failed call: the error toast is up and the dialog closes shortly. */
  | { status: 'closing' };

/** Ask the UI to open a URL in a new tab (the UI performs it; the core has no window). */
export interface OpenUrlIntent {
  url: string;
  target: '_blank';
  rel: 'noopener';
}

export interface PaymentDialog {
  kind: PaymentKind;
  method: PaymentMethod;
  /** The dialog title: the chosen method's name. */
  title: string;
  $state: ReadableAtom<PaymentDialogState>;
  /** Continue on an Iframe result: opens the payment page again (e.g. after a blocked popup). */
  continue(): void;
  /** Stops timers and ignores late answers; the flows call it when the dialog goes away. */
  dispose(): void;
}

export function createPaymentDialog(deps: {
  kind: PaymentKind;
  method: PaymentMethod;
  http: HttpClient;
  toasts: ToastsModule;
  dialogs: DialogsModule;
  clock: Clock;
  /** Read at submit time: the page's origin and whether plain http may open. */
  urlPolicy?(): DepositUrlPolicy;
  openUrl(intent: OpenUrlIntent): void;
}): PaymentDialog {
  const { kind, method, http, toasts, dialogs, clock } = deps;
  const $state = atom<PaymentDialogState>({ status: 'loading' });
  let disposed = false;
  let timer: TimerHandle | undefined;

  const closeAfter = (ms: number) => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = clock.setTimeout(() => {
      timer = undefined;
      dialogs.closeAll();
    }, ms);
  };
  const openUrl = (url: string) => deps.openUrl({ url, target: '_blank', rel: 'noopener' });

  async function send(body: PaymentSubmit): Promise<PaymentResult> {
    const answer = await http.post(`payment/${kind}`, body, { schema: v.unknown() });
    const message: PaymentResult = { type: 'Message', message: answer.message ?? '' };
    if (kind !== 'deposit') return message;
    const target = classifyDepositAnswer(answer.data, deps.urlPolicy?.() ?? {});
    // A refused address fails the deposit like a bad answer: error toast, the form stays.
    if (target.kind === 'refused') {
      throw new SiteError('malformed', `Deposit URL refused by the URL policy (${target.reason})`);
    }
    return target.kind === 'url' ? { type: 'Iframe', url: target.url } : message;
  }

  function onPaid(result: PaymentResult): void {
    if (disposed) return;
    $state.set({ status: 'result', result });
    if (result.type === 'Iframe') openUrl(result.url);
    if (kind === 'withdraw' && result.type === 'Message') {
      if (result.message) toasts.show('success', { text: result.message });
      closeAfter(WITHDRAW_CLOSE_MS);
    }
  }

  async function load(): Promise<void> {
    try {
      const { data } = await http.post(
        'payment/detail',
        { id: method.id, type: TRANSACTION_TYPE_OF[kind] },
        { schema: paymentDetailSchema },
      );
      if (disposed) return;
      if (data.length === 0) {
        toasts.show('error', paymentsText('payments.noDataFound'));
        $state.set({ status: 'closing' });
        closeAfter(PAYMENT_DETAIL_CLOSE_MS);
        return;
      }
      const fields = data.map(toPaymentField);
      const form = createPaymentForm({
        fields,
        kind,
        methodId: method.id,
        send,
        onSuccess: onPaid,
        onError: (error) => toasts.show('error', errorText(error)),
      });
      $state.set({ status: 'form', fields, form });
    } catch (error) {
      if (disposed) return;
      toasts.show('error', errorText(error));
      $state.set({ status: 'closing' });
      closeAfter(PAYMENT_DETAIL_CLOSE_MS);
    }
  }

  void load();

  return {
    kind,
    method,
    title: method.name,
    $state,
    continue() {
      const state = $state.get();
      if (state.status === 'result' && state.result.type === 'Iframe') openUrl(state.result.url);
    },
    dispose() {
      disposed = true;
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
    },
  };
}
