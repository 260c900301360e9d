import type { BaseTranslation } from '../i18n-types';

// Turkish is the base language of the site; every key here must exist in en too.
const tr = {
  header: {
    home: 'Ana sayfa',
    login: 'Giriş Yap',
    register: 'Kayıt Ol',
    promotions: 'Promosyonlar',
    claimReward: 'Ödülünü Al',
    deposit: 'Para Yatır',
    myAccount: 'Hesabım',
    vipAccount: 'VIP hesabım',
    logout: 'Çıkış Yap',
    balance: 'Bakiye',
    accountLabel: '{username} hesabı, bakiye {balance}',
  },
  login: {
    title: 'Giriş Yap',
    username: 'Kullanıcı adı',
    password: 'Şifre',
    submit: 'Giriş Yap',
    submitting: 'Giriş yapılıyor…',
  },
  dialog: {
    close: 'Kapat',
  },
  language: {
    label: 'Dil',
    tr: 'Türkçe',
    en: 'English',
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
    unauthorized: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
    http: 'Sunucu şu anda yanıt veremiyor. Lütfen daha sonra tekrar deneyin.',
    malformed: 'Sunucudan beklenmeyen bir yanıt geldi.',
    server: 'İşlem tamamlanamadı.',
    notLoggedIn: 'Lütfen önce giriş yapın',
    busy: 'İşleminiz sürüyor, lütfen bekleyin.',
    invalidInput: 'Lütfen formdaki hataları düzeltin.',
  },
} satisfies BaseTranslation;

export default tr;
