// Toasts and other transient feedback.
export const feedback = {
  toast: {
    close: 'Close notification',
  },
  liveChat: {
    title: 'Live Chat',
    close: 'Close live chat',
    loading: 'Opening live chat…',
    failed: 'Live chat could not be opened right now.',
    retry: 'Try again',
    unavailable: 'Live chat is not available right now. Please try again later.',
  },
} as const;
