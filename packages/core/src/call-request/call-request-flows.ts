import type { Dialogs } from '../dialogs/dialogs';
import type { HttpClient } from '../http/http-client';
import type { SessionModule } from '../session/session';
import type { Toasts } from '../toasts/toasts';
import { type CallRequestForm, createCallRequestForm } from './call-request-form';

export interface CallRequestFlows {
  form: CallRequestForm;
  /** Clears the form (username prefilled for a player) and opens the call-request dialog. */
  open(): void;
}

/** The call-request area: the form plus opening its dialog (menu entry "Call Request Form"). */
export function createCallRequestFlows(deps: {
  http: HttpClient;
  toasts: Toasts;
  dialogs: Dialogs;
  session: SessionModule;
}): CallRequestFlows {
  const form = createCallRequestForm(deps);
  return {
    form,
    open() {
      form.reset({ username: deps.session.$session.get().username ?? '' });
      deps.dialogs.open('callRequest');
    },
  };
}
