import type { Toast } from '@site/core';
import { useEffect } from 'react';
import { ToastContainer, type ToastOptions, toast } from 'react-toastify';
import { useDisplayText } from '../../hooks/use-display-text';
import { useSite } from '../../hooks/use-site';
import { ToastCloseButton } from './toast-close-button';
import { DIALOG_TOASTS, PAGE_TOASTS, toastContainerProps } from './toast-container-props';

interface DialogToast {
  item: Toast;
  text: string;
  shownAt: number;
}

/** A toast moved out of a closing dialog keeps at least this long, so it can be read. */
const MIN_MOVED_MS = 1500;

function showToast(item: Toast, text: string, options: ToastOptions) {
  if (item.kind === 'loading') toast.loading(text, options);
  else toast[item.kind](text, options);
}

/**
 * Renders the core's toast stream with react-toastify. While a modal dialog is open the rest of
 * the page is inert (hidden from screen readers, not clickable), so toasts go to the container
 * inside the dialog instead: a failed login's message is seen and heard. When that dialog
 * closes (a withdrawal 0.5 s after its success, an empty payment method 100 ms after its
 * error), its toasts still on screen move to the page for the rest of their time: a toast
 * outlives the dialog that raised it.
 */
export function SiteToaster() {
  const site = useSite();
  const show = useDisplayText();
  useEffect(() => {
    let inDialog: DialogToast[] = [];
    const stopToasts = site.toasts.subscribe((item: Toast) => {
      const text = show(item.content);
      if (site.dialogs.$dialog.get()) {
        inDialog.push({ item, text, shownAt: Date.now() });
        showToast(item, text, {
          toastId: item.id,
          autoClose: item.durationMs,
          containerId: DIALOG_TOASTS,
        });
      } else {
        showToast(item, text, {
          toastId: item.id,
          autoClose: item.durationMs,
          containerId: PAGE_TOASTS,
        });
      }
    });
    // Runs as the store changes, before React unmounts the dialog and its toast container.
    const stopDialogs = site.dialogs.$dialog.listen((dialog) => {
      if (dialog) return;
      const moving = inDialog.filter(({ item }) => toast.isActive(item.id, DIALOG_TOASTS));
      inDialog = [];
      for (const { item, text, shownAt } of moving) {
        const left = item.durationMs - (Date.now() - shownAt);
        showToast(item, text, {
          toastId: `page-${item.id}`,
          autoClose: Math.max(MIN_MOVED_MS, left),
          containerId: PAGE_TOASTS,
        });
      }
    });
    const stopDismiss = site.toasts.onDismiss((id) => {
      toast.dismiss(id);
      toast.dismiss(`page-${id}`);
    });
    return () => {
      stopToasts();
      stopDialogs();
      stopDismiss();
    };
  }, [site, show]);
  return (
    <ToastContainer
      {...toastContainerProps}
      closeButton={ToastCloseButton}
      containerId={PAGE_TOASTS}
    />
  );
}
