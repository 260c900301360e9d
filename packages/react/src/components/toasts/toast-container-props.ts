import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, TOAST_POSITION } from '@site/core';
import type { ToastContainerProps } from 'react-toastify';

/** Where toasts go: the page, or the open modal dialog (everything outside it is inert). */
export const PAGE_TOASTS = 'site-page';
export const DIALOG_TOASTS = 'site-dialog';

/** Spec 000 §9: top-center, 4000 ms, at most 5 visible. */
export const toastContainerProps: ToastContainerProps = {
  position: TOAST_POSITION,
  autoClose: TOAST_DURATION_MS,
  limit: TOAST_MAX_VISIBLE,
  newestOnTop: true,
  closeOnClick: true,
  theme: 'colored',
};
