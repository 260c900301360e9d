// Toasts and other transient feedback.
export const feedback = {
  toast: {
    close: 'Close notification',
  },
} as const;
