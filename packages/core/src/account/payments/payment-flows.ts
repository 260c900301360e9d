import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { DialogsModule } from '../../kernel/dialogs/dialogs';
import type { Clock, Platform } from '../../kernel/env/ports';
import { createEmitter } from '../../kernel/events/emitter';
import type { HttpClient } from '../../kernel/http/http-client';
import { loadResource } from '../../kernel/load/load-resource';
import type { LoadState } from '../../kernel/load/load-state';
import type { ToastsModule } from '../../kernel/toasts/toasts';
import {
  createPaymentDialog,
  type OpenUrlIntent,
  PAYMENT_DIALOG,
  type PaymentDialog,
} from './payment-dialog';
import {
  type PaymentKind,
  type PaymentMethod,
  type PaymentMethods,
  paymentMethodsSchema,
} from './payments.types';

export interface PaymentMethodsState extends PaymentMethods, LoadState {}

export interface PaymentsModule {
  /** Deposit and withdraw methods (`payment/methods`), loaded when first watched. */
  $methods: ReadableAtom<PaymentMethodsState>;
  loadMethods(): Promise<void>;
  /** The payment dialog on screen, or null. */
  $dialog: ReadableAtom<PaymentDialog | null>;
  /** Opens the dynamic deposit dialog for a method and loads its fields. */
  openDeposit(method: PaymentMethod): PaymentDialog;
  /** Opens the dynamic withdraw dialog for a method and loads its fields. */
  openWithdraw(method: PaymentMethod): PaymentDialog;
  /** Deposit URLs to open in a new tab; the UI calls `window.open(url, '_blank', 'noopener')`. */
  on(event: 'open-url', listener: (intent: OpenUrlIntent) => void): () => void;
}

const EMPTY: PaymentMethodsState = { status: 'idle', error: undefined, deposit: [], withdraw: [] };

export interface PaymentFlowsDeps {
  http: HttpClient;
  toasts: ToastsModule;
  dialogs: DialogsModule;
  clock: Clock;
  /** The page's origin, for the URL policy of deposit pages (same origin opens too). */
  platform?: Pick<Platform, 'origin'>;
}

export interface PaymentFlowsOptions {
  /**
   * Also open deposit pages on plain http on another origin. Default false: only https (or
   * the page's own origin) opens. The dev/demo setup turns it on for the dev server's page.
   */
  allowInsecureDepositUrls?: boolean;
}

export function createPaymentFlows(
  deps: PaymentFlowsDeps,
  options: PaymentFlowsOptions = {},
): PaymentsModule {
  const { http, dialogs } = deps;
  const urlPolicy = () => ({
    ...(deps.platform ? { origin: deps.platform.origin() } : {}),
    allowInsecure: options.allowInsecureDepositUrls ?? false,
  });
  const $methods = atom<PaymentMethodsState>(EMPTY);
  const $dialog = atom<PaymentDialog | null>(null);
  const intents = createEmitter<{ 'open-url': OpenUrlIntent }>();
  // A second ask while the list is on its way (the page opened twice) joins that call.
  const methods = loadResource($methods, {
    fetch: async () => (await http.get('payment/methods', { schema: paymentMethodsSchema })).data,
    ready: (_state, data): PaymentMethodsState => ({ status: 'ready', error: undefined, ...data }),
  });
  const loadMethods = () => methods.load(undefined);

  onMount($methods, () => {
    if ($methods.get().status === 'idle') void loadMethods();
  });

  // The dialog's model lives while its dialog is open: closing it stops timers and late answers.
  dialogs.$dialog.listen((open) => {
    const current = $dialog.get();
    if (current && open?.name !== PAYMENT_DIALOG[current.kind]) {
      current.dispose();
      $dialog.set(null);
    }
  });

  function open(kind: PaymentKind, method: PaymentMethod): PaymentDialog {
    $dialog.get()?.dispose();
    $dialog.set(null);
    dialogs.open(PAYMENT_DIALOG[kind], { methodId: method.id, title: method.name });
    const dialog = createPaymentDialog({
      ...deps,
      kind,
      method,
      urlPolicy,
      openUrl: (intent) => intents.emit('open-url', intent),
    });
    $dialog.set(dialog);
    return dialog;
  }

  return {
    $methods,
    loadMethods,
    $dialog,
    openDeposit: (method) => open('deposit', method),
    openWithdraw: (method) => open('withdraw', method),
    on: (event, listener) => intents.on(event, listener),
  };
}
