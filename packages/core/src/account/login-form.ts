import type { DialogsModule } from '../kernel/dialogs/dialogs';
import { errorText } from '../kernel/errors/error-text';
import { createFormModel, type FormModel } from '../kernel/forms/form-model';
import type { Envelope } from '../kernel/http/envelope';
import type { SessionModule } from '../kernel/session/session';
import type { AuthData } from '../kernel/session/session.types';
import type { ToastsModule } from '../kernel/toasts/toasts';
import { type LoginValues, loginSchema } from './login.schema';

export type LoginForm = FormModel<LoginValues, Envelope<AuthData>>;

/**
 * Spec 000 §4: success starts the session, shows the server message as a success toast and
 * closes all dialogs; a failure shows the server message as an error toast and keeps the input.
 */
export function createLoginForm(deps: {
  session: SessionModule;
  toasts: ToastsModule;
  dialogs: DialogsModule;
}): LoginForm {
  const form: LoginForm = createFormModel({
    schema: loginSchema,
    initial: { username: '', password: '' },
    submit: (values) => deps.session.login(values),
    onSuccess(answer) {
      // Close first: the success message belongs to the page, not to the dialog going away.
      deps.dialogs.closeAll();
      if (answer.message) deps.toasts.show('success', { text: answer.message });
      form.reset();
    },
    onError: (error) => deps.toasts.show('error', errorText(error)),
  });
  return form;
}
