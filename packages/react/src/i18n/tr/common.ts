// Texts shared by every screen: dialogs, validation and core errors.
export const common = {
  dialog: {
    close: 'Kapat',
    notifications: 'Bu penceredeki bildirimler',
  },
  validation: {
    required: 'Bu alan zorunludur',
    tooShort: 'En az {min:number} karakter girin',
    tooLong: 'En fazla {max:number} karakter girin',
    lettersOnly: 'Yalnızca harf ve kelimeler arasında tek boşluk kullanın',
    lettersAndDigits: 'Yalnızca harf ve rakam kullanın',
    digitsOnly: 'Yalnızca rakam kullanın',
    email: 'Geçerli bir e-posta adresi girin',
    exactDigits: 'Tam {length:number} rakam girin',
    mismatch: 'Şifreler eşleşmiyor',
  },
  errors: {
    network: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
    timeout: 'Sunucu zamanında yanıt vermedi. Lütfen tekrar deneyin.',
    bug: 'Beklenmeyen bir hata oluştu. Lütfen sayfayı yenileyin.',
    unauthorized: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
    http: 'Sunucu şu anda yanıt veremiyor. Lütfen daha sonra tekrar deneyin.',
    malformed: 'Sunucudan beklenmeyen bir yanıt geldi.',
    server: 'İşlem tamamlanamadı.',
    notLoggedIn: 'Lütfen önce giriş yapın',
    busy: 'İşleminiz sürüyor, lütfen bekleyin.',
    invalidInput: 'Lütfen formdaki hataları düzeltin.',
    language:
      'Dil değiştirilemedi, sayfa Türkçe kaldı. Lütfen tekrar deneyin. (The language could not be changed; please try again.)',
  },
} as const;
