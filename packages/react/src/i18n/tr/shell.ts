// The shell: header, menu, footer, banners, language.
export const shell = {
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
  language: {
    label: 'Dil',
    tr: 'Türkçe',
    en: 'English',
  },
} as const;
