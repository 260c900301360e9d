import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { DialogsModule } from '../kernel/dialogs/dialogs';
import type { Clock, TimerHandle } from '../kernel/env/ports';
import { errorText } from '../kernel/errors/error-text';
import type { SiteError } from '../kernel/errors/site-error';
import { createFormModel, type FormModel } from '../kernel/forms/form-model';
import type { Envelope } from '../kernel/http/envelope';
import type { HttpClient } from '../kernel/http/http-client';
import type { ToastsModule } from '../kernel/toasts/toasts';
import {
  type RecoveryCodeValues,
  type RecoveryPasswordValues,
  type RecoveryUsernameValues,
  recoveryCodeStepSchema,
  recoveryPasswordStepSchema,
  recoveryUsernameStepSchema,
} from './recovery.schema';

/** Spec 000 §2: (1) username, (2) reset code, (3) new password twice, (4) success. */
export type RecoveryStep = 1 | 2 | 3 | 4;

/** Spec 000 §9: the login form opens 1000 ms after the success step. */
export const RECOVERY_LOGIN_DELAY_MS = 1000;

type StepForm<TValues extends Record<string, unknown>> = FormModel<TValues, Envelope<unknown>>;

export interface RecoveryFlow {
  $step: ReadableAtom<RecoveryStep>;
  /** Step 1 → `auth/sendresetpassword`. */
  usernameForm: StepForm<RecoveryUsernameValues>;
  /** Step 2 → `auth/checkresetcode`. */
  codeForm: StepForm<RecoveryCodeValues>;
  /** Step 3 → `auth/changepasswordwithcode`. */
  passwordForm: StepForm<RecoveryPasswordValues>;
  /** The server's message shown on step 4. */
  $successMessage: ReadableAtom<string | null>;
  /** Clears every step and opens the recovery dialog. */
  open(): void;
  /** Sign Up Now: opens the register dialog. */
  openRegister(): void;
  /** Back to step 1 with empty fields; cancels a pending login redirect. */
  reset(): void;
}

export function createRecoveryFlow(deps: {
  http: HttpClient;
  toasts: ToastsModule;
  dialogs: DialogsModule;
  clock: Clock;
  /** Sign Up Now; default opens the register dialog as it is. */
  openRegister?(): void;
}): RecoveryFlow {
  const { http, toasts, dialogs, clock } = deps;
  const $step = atom<RecoveryStep>(1);
  const $successMessage = atom<string | null>(null);
  let loginTimer: TimerHandle | undefined;

  const post = (path: string, body: Record<string, string>) =>
    http.post(path, body, { schema: v.unknown() });
  const showError = (error: SiteError) => toasts.show('error', errorText(error));
  // Steps advance only on success; the server's words (code sent, code ok) go to a toast.
  const advance = (to: RecoveryStep) => (answer: Envelope<unknown>) => {
    if (answer.message) toasts.show('success', { text: answer.message });
    $step.set(to);
  };

  const usernameForm: StepForm<RecoveryUsernameValues> = createFormModel({
    schema: recoveryUsernameStepSchema,
    initial: { username: '' },
    submit: (values) => post('auth/sendresetpassword', { username: values.username }),
    onSuccess: advance(2),
    onError: showError,
  });
  const username = () => usernameForm.$values.get().username.trim();

  const codeForm: StepForm<RecoveryCodeValues> = createFormModel({
    schema: recoveryCodeStepSchema,
    initial: { code: '' },
    submit: (values) => post('auth/checkresetcode', { code: values.code, username: username() }),
    onSuccess: advance(3),
    onError: showError,
  });

  const passwordForm: StepForm<RecoveryPasswordValues> = createFormModel({
    schema: recoveryPasswordStepSchema,
    initial: { password: '', password2: '' },
    submit: (values) =>
      post('auth/changepasswordwithcode', {
        password: values.password,
        password2: values.password2,
        username: username(),
        code: codeForm.$values.get().code.trim(),
      }),
    onSuccess(answer) {
      $successMessage.set(answer.message ?? null);
      $step.set(4);
      loginTimer = clock.setTimeout(() => {
        loginTimer = undefined;
        dialogs.open('login');
      }, RECOVERY_LOGIN_DELAY_MS);
    },
    onError: showError,
  });

  function reset(): void {
    if (loginTimer !== undefined) clock.clearTimeout(loginTimer);
    loginTimer = undefined;
    usernameForm.reset();
    codeForm.reset();
    passwordForm.reset();
    $successMessage.set(null);
    $step.set(1);
  }

  // Any opener (`open`, or `dialogs.open('recovery')`) starts at step 1 with empty fields.
  let previousDialog = dialogs.$dialog.get()?.name;
  dialogs.$dialog.listen((dialog) => {
    if (dialog?.name === 'recovery' && previousDialog !== 'recovery') reset();
    previousDialog = dialog?.name;
  });

  // A step's form submits only while that step shows: no skipping ahead from another front end.
  const atStep = <TValues extends Record<string, unknown>>(
    form: StepForm<TValues>,
    step: RecoveryStep,
  ): StepForm<TValues> => ({
    ...form,
    submit: async () => ($step.get() === step ? form.submit() : { ok: false, reason: 'invalid' }),
  });

  return {
    $step,
    usernameForm: atStep(usernameForm, 1),
    codeForm: atStep(codeForm, 2),
    passwordForm: atStep(passwordForm, 3),
    $successMessage,
    open() {
      reset();
      dialogs.open('recovery');
    },
    openRegister() {
      reset();
      if (deps.openRegister) deps.openRegister();
      else dialogs.open('register');
    },
    reset,
  };
}
