import * as v from 'valibot';
import type { DialogsModule } from '../kernel/dialogs/dialogs';
import { errorText } from '../kernel/errors/error-text';
import { createFormModel, type FormModel } from '../kernel/forms/form-model';
import type { Envelope } from '../kernel/http/envelope';
import type { HttpClient } from '../kernel/http/http-client';
import type { ToastsModule } from '../kernel/toasts/toasts';
import { type ChangePasswordValues, changePasswordSchema } from './change-password.schema';

export type ChangePasswordForm = FormModel<ChangePasswordValues, Envelope<unknown>> & {
  /** Clears the form and opens the change-password dialog. */
  open(): void;
};

/**
 * `customer/changepassword`. Success closes the dialog and shows the server's message as a
 * success toast (as login does); a failure shows it as an error toast and keeps the input.
 */
export function createChangePasswordForm(deps: {
  http: HttpClient;
  toasts: ToastsModule;
  dialogs: DialogsModule;
}): ChangePasswordForm {
  const form = createFormModel({
    schema: changePasswordSchema,
    initial: { oldPassword: '', password: '', confirmPassword: '' },
    submit: (values) => deps.http.post('customer/changepassword', values, { schema: v.unknown() }),
    onSuccess(answer) {
      deps.dialogs.closeAll();
      if (answer.message) deps.toasts.show('success', { text: answer.message });
      form.reset();
    },
    onError: (error) => deps.toasts.show('error', errorText(error)),
  });
  // Any opener (this `open`, the dashboard action) gets an empty form.
  let previous = deps.dialogs.$dialog.get()?.name;
  deps.dialogs.$dialog.listen((dialog) => {
    if (dialog?.name === 'changePassword' && previous !== 'changePassword') form.reset();
    previous = dialog?.name;
  });

  return {
    ...form,
    open() {
      form.reset();
      deps.dialogs.open('changePassword');
    },
  };
}
