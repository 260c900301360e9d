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
  /** The react-toastify id it has now (it changes when the toast moves). */
  toastId: string | number;
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
        inDialog.push({ item, text, shownAt: Date.now(), toastId: item.id });
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
    const timeLeft = ({ item, shownAt }: DialogToast) =>
      Math.max(MIN_MOVED_MS, item.durationMs - (Date.now() - shownAt));
    // Runs as the store changes, before React unmounts the dialog and its toast container.
    const stopDialogs = site.dialogs.$dialog.listen((dialog) => {
      const moving = inDialog.filter((entry) => toast.isActive(entry.toastId, DIALOG_TOASTS));
      inDialog = [];
      if (!dialog) {
        for (const entry of moving) {
          showToast(entry.item, entry.text, {
            toastId: `page-${entry.item.id}`,
            autoClose: timeLeft(entry),
            containerId: PAGE_TOASTS,
          });
        }
        return;
      }
      // Another dialog took its place (recovery's last step opens login): once the new dialog's
      // container is up, the toasts its predecessor took down show there.
      setTimeout(() => {
        for (const entry of moving) {
          if (toast.isActive(entry.toastId, DIALOG_TOASTS)) {
            inDialog.push(entry);
            continue;
          }
          const toastId = `moved-${entry.item.id}-${Date.now()}`;
          showToast(entry.item, entry.text, {
            toastId,
            autoClose: timeLeft(entry),
            containerId: DIALOG_TOASTS,
          });
          inDialog.push({ ...entry, toastId });
        }
      }, 0);
    });
    const stopDismiss = site.toasts.onDismiss((id) => {
      toast.dismiss(id);
      toast.dismiss(`page-${id}`);
      for (const entry of inDialog) if (entry.item.id === id) toast.dismiss(entry.toastId);
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
