import type { DialogSize } from '@site/core';
import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from 'react';
import { ToastContainer } from 'react-toastify';
import { useI18nContext } from '../../i18n/i18n-react';
import { ToastCloseButton } from '../toasts/toast-close-button';
import { DIALOG_TOASTS, toastContainerProps } from '../toasts/toast-container-props';

const FIRST_FIELD = [
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
]
  .map((field) => `.site-dialog__body ${field}`)
  .join(', ');

export interface DialogFrameProps {
  title: string;
  size: DialogSize;
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal built on the native <dialog>: showModal() makes the page behind inert (focus stays
 * inside), Escape arrives as `cancel`, and focus returns to the opener when it closes. Focus
 * starts in the first form field when there is one.
 */
export function DialogFrame({ title, size, onClose, children }: DialogFrameProps) {
  const { LL } = useI18nContext();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // showModal() focuses the first focusable element, the header's close button; a form
      // dialog starts in its first field instead (the login form: the username).
      dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    }
    return () => {
      // React's StrictMode rehearses an unmount with the dialog still in the page, then runs
      // this effect again: handing focus back then would blur the first field, and a blurred
      // empty field shows "required" before the player typed. Only a dialog that left the
      // page closes and gives focus back to what opened it.
      if (!dialog || dialog.isConnected) return;
      if (dialog.open) dialog.close();
      opener.current?.focus();
    };
  }, []);

  const style = {
    '--site-dialog-height': size.height ? `${size.height}px` : undefined,
    '--site-dialog-max-width': size.maxWidth ? `${size.maxWidth}px` : undefined,
    '--site-dialog-width': size.width,
  } as CSSProperties;

  return (
    <dialog
      ref={ref}
      className="site-dialog"
      data-variant={size.variant ?? 'dialog'}
      // It has its own toast container: SiteToaster routes to it (OWN_TOASTS_ATTRIBUTE).
      data-own-toasts=""
      aria-labelledby={titleId}
      style={style}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="site-dialog__header">
        <h2 className="site-dialog__title" id={titleId}>
          {title}
        </h2>
        <button
          type="button"
          className="site-dialog__close"
          aria-label={LL.dialog.close()}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="site-dialog__body">{children}</div>
      {/* Its own name: the page's toast region has the default one (axe landmark-unique). */}
      <ToastContainer
        {...toastContainerProps}
        closeButton={ToastCloseButton}
        containerId={DIALOG_TOASTS}
        aria-label={LL.dialog.notifications()}
      />
    </dialog>
  );
}
