import type { DialogsModule } from '../../kernel/dialogs/dialogs';
import type { HttpClient } from '../../kernel/http/http-client';
import type { SessionModule } from '../../kernel/session/session';
import type { ToastsModule } from '../../kernel/toasts/toasts';
import { type CallRequestForm, createCallRequestForm } from './call-request-form';

export interface CallRequestModule {
  form: CallRequestForm;
  /** Clears the form (username prefilled for a player) and opens the call-request dialog. */
  open(): void;
}

/** The call-request area: the form plus opening its dialog (menu entry "Call Request Form"). */
export function createCallRequestFlows(deps: {
  http: HttpClient;
  toasts: ToastsModule;
  dialogs: DialogsModule;
  session: SessionModule;
}): CallRequestModule {
  const form = createCallRequestForm(deps);
  const prefill = () => form.reset({ username: deps.session.$session.get().username ?? '' });
  // Any opener (this `open`, the side menu's `dialogs.open('callRequest')`) gets a fresh form
  // with the player's username, not what a previous visit left behind.
  let previous = deps.dialogs.$dialog.get()?.name;
  deps.dialogs.$dialog.listen((dialog) => {
    if (dialog?.name === 'callRequest' && previous !== 'callRequest') prefill();
    previous = dialog?.name;
  });
  return {
    form,
    open() {
      prefill();
      deps.dialogs.open('callRequest');
    },
  };
}
