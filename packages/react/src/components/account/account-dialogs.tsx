import type { DialogRenderers } from '../dialogs/dialog-renderer';
import { LoginForm } from '../login/login-form';

/** The account area's dialogs, rendered by DialogHost. */
export const accountDialogs: DialogRenderers = {
  login: { title: (LL) => LL.login.title(), render: () => <LoginForm /> },
};
