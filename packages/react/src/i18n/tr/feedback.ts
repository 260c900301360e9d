// Toasts and other transient feedback.
export const feedback = {
  toast: {
    close: 'Bildirimi kapat',
  },
  liveChat: {
    title: 'Canlı Destek',
    close: 'Canlı desteği kapat',
    loading: 'Canlı destek açılıyor…',
    failed: 'Canlı destek şu anda açılamadı.',
    retry: 'Tekrar dene',
    unavailable: 'Canlı destek şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin.',
  },
} as const;
