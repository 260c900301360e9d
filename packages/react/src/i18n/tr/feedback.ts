// Toasts and other transient feedback.
export const feedback = {
  toast: {
    close: 'Bildirimi kapat',
  },
} as const;
