import { createEmitter } from '../events/emitter';
import type { DisplayText } from '../i18n/message-keys';

export type ToastKind = 'success' | 'error' | 'warning' | 'info' | 'loading';

/** Spec §9: toasts stay 4000 ms (loading 30000 ms), top-center, at most 5 visible. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_LOADING_DURATION_MS = 30_000;
export const TOAST_MAX_VISIBLE = 5;
export const TOAST_POSITION = 'top-center';

export interface Toast {
  id: number;
  kind: ToastKind;
  content: DisplayText;
  durationMs: number;
}

/** Toasts are an event stream: the core announces, the UI (any UI) renders. */
export interface ToastsModule {
  show(kind: ToastKind, content: DisplayText): Toast;
  subscribe(listener: (toast: Toast) => void): () => void;
  /** Takes a toast off the screen early (its news is out of date: a sent code now verified). */
  dismiss(id: number): void;
  onDismiss(listener: (id: number) => void): () => void;
}

export function createToasts(): ToastsModule {
  const emitter = createEmitter<{ toast: Toast; dismiss: number }>();
  let nextId = 1;
  return {
    show(kind, content) {
      const toast: Toast = {
        id: nextId++,
        kind,
        content,
        durationMs: kind === 'loading' ? TOAST_LOADING_DURATION_MS : TOAST_DURATION_MS,
      };
      emitter.emit('toast', toast);
      return toast;
    },
    subscribe: (listener) => emitter.on('toast', listener),
    dismiss: (id) => emitter.emit('dismiss', id),
    onDismiss: (listener) => emitter.on('dismiss', listener),
  };
}
