import { errorText } from '../kernel/errors/error-text';
import { createFormModel, type FormModel } from '../kernel/forms/form-model';
import type { Envelope } from '../kernel/http/envelope';
import type { SessionModule } from '../kernel/session/session';
import type { ToastsModule } from '../kernel/toasts/toasts';
import {
  type CodeStepValues,
  codeStepSchema,
  type PhoneStepValues,
  phoneStepSchema,
} from './phone.schema';
import type { PhoneApi } from './phone-api';

export interface PhoneCodeForms {
  /** Send Code: `customer/updatephone {step: 1, phone}`. */
  phoneForm: FormModel<PhoneStepValues, Envelope<unknown>>;
  /** Validate: `{step: 2, phone, code}` with the phone form's number. */
  codeForm: FormModel<CodeStepValues, Envelope<unknown>>;
}

/**
 * The phone + SMS code form pair both verification variants share (dialog and customer area).
 * What they have in common lives here: a sent code clears the code field and toasts the
 * server's message; a verified code stores phone and smsVerified in the session, takes the
 * "code sent" toast down and toasts the server's verified message; a failed
 * verify clears the code (spec 000 §8). Each variant adds its own step change on top.
 */
export function createPhoneCodeForms(deps: {
  phoneApi: PhoneApi;
  session: Pick<SessionModule, 'updateAuthData'>;
  toasts: Pick<ToastsModule, 'show' | 'dismiss'>;
  /** After a code went out, before the success toast (the variant moves to its code step). */
  onCodeSent(): void;
  /** After the session stored the verified phone. */
  onVerified(): void;
}): PhoneCodeForms {
  const { phoneApi, session, toasts } = deps;
  // The "code sent" toast, taken down once the code is verified so it is not read as the result.
  let codeSentToast: number | undefined;

  const codeForm = createFormModel({
    schema: codeStepSchema,
    initial: { code: '' },
    submit: (values) => phoneApi.verifyCode(phoneForm.$values.get().phone, values.code),
    onSuccess(answer) {
      session.updateAuthData({ phone: phoneForm.$values.get().phone, smsVerified: true });
      if (codeSentToast !== undefined) toasts.dismiss(codeSentToast);
      codeSentToast = undefined;
      deps.onVerified();
      if (answer.message) toasts.show('success', { text: answer.message });
    },
    onError(error) {
      codeForm.setField('code', '');
      toasts.show('error', errorText(error));
    },
  });

  const phoneForm = createFormModel({
    schema: phoneStepSchema,
    initial: { phone: '' },
    submit: (values) => phoneApi.sendCode(values.phone),
    onSuccess(answer) {
      codeForm.reset();
      deps.onCodeSent();
      if (codeSentToast !== undefined) toasts.dismiss(codeSentToast);
      codeSentToast = answer.message
        ? toasts.show('success', { text: answer.message }).id
        : undefined;
    },
    onError: (error) => toasts.show('error', errorText(error)),
  });

  return { phoneForm, codeForm };
}
