// The message of an error boundary: one screen or dialog failed, the rest of the site works.
export const errors = {
  errorBoundary: {
    title: 'This section cannot be shown right now',
    body: 'The rest of the site keeps working. You can try again or go to another page.',
    retry: 'Try again',
    home: 'Back to home page',
  },
} as const;
