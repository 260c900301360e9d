import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, TOAST_POSITION } from '@site/core';
import { cssTransition, type ToastContainerProps } from 'react-toastify';

/**
 * Where toasts go: the page, the open modal dialog (everything outside it is inert), or the
 * open modal sheet (a <dialog> in the top layer with no toast region of its own).
 */
export const PAGE_TOASTS = 'site-page';
export const DIALOG_TOASTS = 'site-dialog';
export const SHEET_TOASTS = 'site-sheet';

/**
 * Toasts slide in and out without fading (toast.css): a toast is fully opaque whenever it is
 * on screen, so its text keeps its contrast in every frame (react-toastify's bounce fades).
 */
const slide = cssTransition({
  enter: 'site-toast-enter',
  exit: 'site-toast-exit',
  appendPosition: false,
});

/** Spec 000 §9: top-center, 4000 ms, at most 5 visible. */
export const toastContainerProps: ToastContainerProps = {
  position: TOAST_POSITION,
  autoClose: TOAST_DURATION_MS,
  limit: TOAST_MAX_VISIBLE,
  newestOnTop: true,
  closeOnClick: true,
  theme: 'colored',
  transition: slide,
};
