import type { Toast } from '@site/core';
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { useDisplayText } from '../../hooks/use-display-text';
import { useSite } from '../../hooks/use-site';
import { DIALOG_TOASTS, PAGE_TOASTS, toastContainerProps } from './toast-container-props';

/**
 * Renders the core's toast stream with react-toastify. While a modal dialog is open the rest of
 * the page is inert (hidden from screen readers, not clickable), so toasts go to the container
 * inside the dialog instead: a failed login's message is seen and heard.
 */
export function SiteToaster() {
  const site = useSite();
  const show = useDisplayText();
  useEffect(
    () =>
      site.toasts.subscribe((item: Toast) => {
        const containerId = site.dialogs.$dialog.get() ? DIALOG_TOASTS : PAGE_TOASTS;
        const options = { toastId: item.id, autoClose: item.durationMs, containerId };
        const text = show(item.content);
        if (item.kind === 'loading') toast.loading(text, options);
        else toast[item.kind](text, options);
      }),
    [site, show],
  );
  return <ToastContainer {...toastContainerProps} containerId={PAGE_TOASTS} />;
}
