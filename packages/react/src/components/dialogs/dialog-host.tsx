import { useStore } from '@nanostores/react';
import { DIALOG_SIZES, type DialogName } from '@site/core';
import type { ReactNode } from 'react';
import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { LoginForm } from '../login/login-form';
import { DialogFrame } from './dialog-frame';

type DialogRenderers = Partial<Record<DialogName, { title(): string; render(): ReactNode }>>;

/**
 * Renders the one open dialog of the core's dialog store (opening one closes the others).
 * Dialogs without a screen yet render nothing.
 */
export function DialogHost() {
  const site = useSite();
  const { LL } = useI18nContext();
  const open = useStore(site.dialogs.$dialog);
  const renderers: DialogRenderers = {
    login: { title: () => LL.login.title(), render: () => <LoginForm /> },
  };
  const renderer = open ? renderers[open.name] : undefined;
  if (!open || !renderer) return null;
  return (
    <DialogFrame
      key={open.name}
      title={renderer.title()}
      size={DIALOG_SIZES[open.name]}
      onClose={() => site.dialogs.close(open.name)}
    >
      {renderer.render()}
    </DialogFrame>
  );
}
