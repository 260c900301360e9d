import { atom, computed, type ReadableAtom } from 'nanostores';
import type { DialogsModule } from '../kernel/dialogs/dialogs';
import type { Clock, TimerHandle } from '../kernel/env/ports';
import type { FormModel, SubmitResult } from '../kernel/forms/form-model';
import type { Envelope } from '../kernel/http/envelope';
import type { SessionModule } from '../kernel/session/session';
import type { ToastsModule } from '../kernel/toasts/toasts';
import { withLockedFields } from './locked-fields';
import type { CodeStepValues, PhoneStepValues } from './phone.schema';
import type { PhoneApi } from './phone-api';
import { createPhoneCodeForms } from './phone-code-forms';
import type { PhoneFieldState } from './phone-verification';

/** Verification page of spec 000 §3: NotVerified 0, Verified 1, Update 2, VerificationCode 3. */
export const VerificationPage = {
  NotVerified: 0,
  Verified: 1,
  Update: 2,
  VerificationCode: 3,
} as const;
export type VerificationPage = (typeof VerificationPage)[keyof typeof VerificationPage];

/** Spec 000 §9: 60 s before a code may be sent again. */
export const RESEND_COUNTDOWN_SECONDS = 60;

export interface CustomerPhoneVerification {
  $page: ReadableAtom<VerificationPage>;
  phoneForm: FormModel<PhoneStepValues, Envelope<unknown>>;
  codeForm: FormModel<CodeStepValues, Envelope<unknown>>;
  /** The status label: Verified or Not Verified (the session's smsVerified). */
  $verified: ReadableAtom<boolean>;
  /** Seconds until Resend is allowed ("Resend code in N"); 0 shows "Click to resend". */
  $resendIn: ReadableAtom<number>;
  $disabled: ReadableAtom<PhoneFieldState>;
  /**
   * Starts on VerifiedPage when the player's phone is verified, otherwise on `startPage`
   * (default NotVerifiedPage), with the session's phone prefilled. For a page in the account.
   */
  start(startPage?: VerificationPage): void;
  /** `start`, then opens the SMS verification dialog. */
  open(startPage?: VerificationPage): void;
  /** Send Code (NotVerified or Update page) → VerificationCodePage, phone locked, 60 s countdown. */
  sendCode(): Promise<SubmitResult<Envelope<unknown>>>;
  /** Sends the code again once the countdown reached 0. */
  resend(): Promise<SubmitResult<Envelope<unknown>>>;
  /** Verify: success → VerifiedPage and the session stores phone and smsVerified; failure clears the code. */
  verify(): Promise<SubmitResult<Envelope<unknown>>>;
  /** Update Number (VerifiedPage) → UpdatePage with an editable phone. */
  startUpdate(): void;
  /** Stops the countdown (the page or dialog went away). */
  dispose(): void;
}

export function createCustomerPhoneVerification(deps: {
  phoneApi: PhoneApi;
  session: SessionModule;
  toasts: ToastsModule;
  dialogs: DialogsModule;
  clock: Clock;
}): CustomerPhoneVerification {
  const { phoneApi, session, toasts, clock } = deps;
  const $page = atom<VerificationPage>(VerificationPage.NotVerified);
  const $resendIn = atom(0);
  const $verified = computed(session.$session, (state) => state.smsVerified);
  let timer: TimerHandle | undefined;

  function stopCountdown(): void {
    if (timer !== undefined) clock.clearInterval(timer);
    timer = undefined;
  }

  // Counted from the clock's time, so a late tick (a throttled background tab) cannot stretch it.
  function startCountdown(): void {
    stopCountdown();
    const deadline = clock.now() + RESEND_COUNTDOWN_SECONDS * 1000;
    $resendIn.set(RESEND_COUNTDOWN_SECONDS);
    timer = clock.setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - clock.now()) / 1000));
      $resendIn.set(left);
      if (left === 0) stopCountdown();
    }, 1000);
  }

  const { phoneForm: rawPhoneForm, codeForm: rawCodeForm } = createPhoneCodeForms({
    phoneApi,
    session,
    toasts,
    onCodeSent() {
      $page.set(VerificationPage.VerificationCode);
      startCountdown();
    },
    onVerified() {
      stopCountdown();
      $resendIn.set(0);
      rawCodeForm.reset();
      $page.set(VerificationPage.Verified);
    },
  });

  const $disabled = computed(
    [$page, rawPhoneForm.$submitting, rawCodeForm.$submitting],
    (page, sending, verifying): PhoneFieldState => ({
      phone:
        sending ||
        verifying ||
        page === VerificationPage.Verified ||
        page === VerificationPage.VerificationCode,
      code: page !== VerificationPage.VerificationCode || verifying,
    }),
  );

  function start(startPage: VerificationPage = VerificationPage.NotVerified): void {
    stopCountdown();
    $resendIn.set(0);
    const state = session.$session.get();
    rawPhoneForm.reset({ phone: state.phone ?? '' });
    rawCodeForm.reset();
    $page.set(state.smsVerified ? VerificationPage.Verified : startPage);
  }

  return {
    $page,
    phoneForm: withLockedFields(rawPhoneForm, () => $disabled.get().phone),
    codeForm: withLockedFields(rawCodeForm, () => $disabled.get().code),
    $verified,
    $resendIn,
    $disabled,
    start,
    open(startPage) {
      start(startPage);
      deps.dialogs.open('smsVerification', { page: $page.get() });
    },
    async sendCode() {
      const page = $page.get();
      if (page !== VerificationPage.NotVerified && page !== VerificationPage.Update) {
        return { ok: false, reason: 'invalid' };
      }
      return rawPhoneForm.submit();
    },
    async resend() {
      if ($page.get() !== VerificationPage.VerificationCode || $resendIn.get() > 0) {
        return { ok: false, reason: 'busy' };
      }
      return rawPhoneForm.submit();
    },
    async verify() {
      if ($page.get() !== VerificationPage.VerificationCode)
        return { ok: false, reason: 'invalid' };
      return rawCodeForm.submit();
    },
    startUpdate() {
      if ($page.get() !== VerificationPage.Verified) return;
      rawCodeForm.reset();
      $page.set(VerificationPage.Update);
    },
    dispose: stopCountdown,
  };
}
