// The message of an error boundary: one screen or dialog failed, the rest of the site works.
export const errors = {
  errorBoundary: {
    title: 'Bu bölüm şu anda gösterilemiyor',
    body: 'Sitenin geri kalanı çalışmaya devam ediyor. Tekrar deneyebilir ya da başka bir sayfaya geçebilirsiniz.',
    retry: 'Tekrar dene',
    home: 'Ana sayfaya dön',
  },
} as const;
