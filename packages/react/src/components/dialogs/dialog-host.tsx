import { useStore } from '@nanostores/react';
import { DIALOG_SIZES } from '@site/core';
import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { ErrorBoundary } from '../errors/error-boundary';
import { shellDialogs } from '../shell/shell-dialogs';
import { DialogFrame } from './dialog-frame';
import type { DialogRenderer, DialogRenderers } from './dialog-renderer';

type Props = Record<string, unknown>;

export interface DialogHostProps {
  /**
   * Module dialogs (`accountDialogs` from `@site/react/account`) and extra or replacement ones,
   * e.g. a white-label site's own promotion detail. The shell's own dialogs are built in.
   */
  renderers?: DialogRenderers;
}

/** Renders the one open dialog of the core's dialog store (opening one closes the others). */
export function DialogHost({ renderers }: DialogHostProps) {
  const site = useSite();
  const { LL } = useI18nContext();
  const open = useStore(site.dialogs.$dialog);
  const renderer = open ? { ...shellDialogs, ...renderers }[open.name] : undefined;
  if (!open || !renderer) return null;
  return (
    <DialogFrame
      key={open.name}
      title={renderer.title(LL, open.props)}
      size={DIALOG_SIZES[open.name]}
      onClose={() => site.dialogs.close(open.name)}
    >
      {/* A dialog that throws shows the boundary's message; its title and close button stay. */}
      <ErrorBoundary where={`dialog:${open.name}`} homeLink={false}>
        <DialogContent render={renderer.render} props={open.props} />
      </ErrorBoundary>
    </DialogFrame>
  );
}

/** Runs the renderer inside the boundary (a plain call in DialogHost would throw past it). */
function DialogContent({ render, props }: Pick<DialogRenderer, 'render'> & { props: Props }) {
  return <>{render(props)}</>;
}
