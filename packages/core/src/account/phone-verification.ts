import { atom, computed, type ReadableAtom } from 'nanostores';
import type { DialogName, DialogsModule } from '../kernel/dialogs/dialogs';
import type { FormModel, SubmitResult } from '../kernel/forms/form-model';
import type { Envelope } from '../kernel/http/envelope';
import type { SessionModule } from '../kernel/session/session';
import type { ToastsModule } from '../kernel/toasts/toasts';
import { withLockedFields } from './locked-fields';
import type { CodeStepValues, PhoneStepValues } from './phone.schema';
import type { PhoneApi } from './phone-api';
import { createPhoneCodeForms } from './phone-code-forms';

/** Dialog variant of spec 000 §2: Set Phone Number (1), Set Sms Code (2), Congratulations. */
export type PhoneDialogStep = 1 | 2 | 'success';

export interface PhoneFieldState {
  phone: boolean;
  code: boolean;
}

export interface PhoneVerification {
  $step: ReadableAtom<PhoneDialogStep>;
  /** Step 1: the phone (digits with the 90 prefix). */
  phoneForm: FormModel<PhoneStepValues, Envelope<unknown>>;
  /** Step 2: the 6-digit code. */
  codeForm: FormModel<CodeStepValues, Envelope<unknown>>;
  /** True when the phone came from registration: prefilled and not editable. */
  $phoneLocked: ReadableAtom<boolean>;
  /** Which fields are disabled now (spec 000 §4); `setField` ignores disabled fields. */
  $disabled: ReadableAtom<PhoneFieldState>;
  /** Send Code: step 1 → step 2 on success, with the server's message as a success toast. */
  sendCode(): Promise<SubmitResult<Envelope<unknown>>>;
  /** Validate: step 2 → success; a failure clears the code. */
  verify(): Promise<SubmitResult<Envelope<unknown>>>;
  /** Change Phone Number: back to step 1, the code cleared, the phone editable again. */
  changeNumber(): void;
  /** Skip Verification, and Close on the success view: closes the dialog. */
  skip(): void;
  /** Starts over at step 1, optionally with a prefilled (and locked) phone. */
  reset(options?: { phone?: string; locked?: boolean }): void;
  /** Opens the phone verification dialog with the player's phone prefilled. */
  open(): void;
}

export interface PhoneVerificationDeps {
  phoneApi: PhoneApi;
  session: SessionModule;
  toasts: ToastsModule;
  dialogs: DialogsModule;
  /** Dialog this model lives in; `register` when it is the register flow's phone step. */
  dialog?: DialogName;
  /** Runs after a successful verification (the register flow shows its celebration). */
  onVerified?(): void;
}

export function createPhoneVerification(deps: PhoneVerificationDeps): PhoneVerification {
  const { phoneApi, session, toasts, dialogs } = deps;
  const $step = atom<PhoneDialogStep>(1);
  const $phoneLocked = atom(false);

  const { phoneForm: rawPhoneForm, codeForm: rawCodeForm } = createPhoneCodeForms({
    phoneApi,
    session,
    toasts,
    onCodeSent: () => $step.set(2),
    onVerified() {
      $step.set('success');
      deps.onVerified?.();
    },
  });

  const $disabled = computed(
    [$step, $phoneLocked, rawPhoneForm.$submitting, rawCodeForm.$submitting],
    (step, locked, sending, verifying): PhoneFieldState => ({
      // Step 2 disables the phone; a registration phone stays locked throughout.
      phone: locked || step !== 1 || sending || verifying,
      // Step 1 (and its request) keeps the code disabled until a code was sent.
      code: step !== 2 || verifying,
    }),
  );

  const phoneForm = withLockedFields(rawPhoneForm, () => $disabled.get().phone);
  const codeForm = withLockedFields(rawCodeForm, () => $disabled.get().code);

  function reset(options: { phone?: string; locked?: boolean } = {}): void {
    rawPhoneForm.reset(options.phone === undefined ? {} : { phone: options.phone });
    rawCodeForm.reset();
    $phoneLocked.set(options.locked ?? false);
    $step.set(1);
  }

  return {
    $step,
    phoneForm,
    codeForm,
    $phoneLocked,
    $disabled,
    async sendCode() {
      if ($step.get() !== 1) return { ok: false, reason: 'invalid' };
      return rawPhoneForm.submit();
    },
    async verify() {
      if ($step.get() !== 2) return { ok: false, reason: 'invalid' };
      return rawCodeForm.submit();
    },
    changeNumber() {
      if ($step.get() !== 2 || rawCodeForm.$submitting.get()) return;
      rawCodeForm.reset();
      $phoneLocked.set(false);
      $step.set(1);
    },
    skip() {
      dialogs.close(deps.dialog ?? 'phoneVerification');
    },
    reset,
    open() {
      reset({ phone: session.$session.get().phone ?? '' });
      dialogs.open(deps.dialog ?? 'phoneVerification');
    },
  };
}
