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

/** What toasts announce: `show` a new toast, `dismiss` one taken off early (by its id). */
// A type, not an interface: the emitter needs an indexable record.
export type ToastEvents = {
  show: Toast;
  dismiss: number;
};

/** Toasts are an event stream: the core announces, the UI (any UI) renders. */
export interface ToastsModule {
  show(kind: ToastKind, content: DisplayText): Toast;
  /** Takes a toast off the screen early (its news is out of date: a sent code now verified). */
  dismiss(id: number): void;
  on<K extends keyof ToastEvents>(
    event: K,
    listener: (payload: ToastEvents[K]) => void,
  ): () => void;
}

export function createToasts(): ToastsModule {
  const emitter = createEmitter<ToastEvents>();
  let nextId = 1;
  return {
    show(kind, content) {
      const toast: Toast = {
        id: nextId++,
        kind,
        content,
        durationMs: kind === 'loading' ? TOAST_LOADING_DURATION_MS : TOAST_DURATION_MS,
      };
      emitter.emit('show', toast);
      return toast;
    },
    dismiss: (id) => emitter.emit('dismiss', id),
    on: (event, listener) => emitter.on(event, listener),
  };
}
