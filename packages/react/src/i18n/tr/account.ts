// Account screens: login, register, phone verification, recovery, password, call request, payments.
export const account = {
  login: {
    title: 'Giriş Yap',
    username: 'Kullanıcı adı',
    password: 'Şifre',
    submit: 'Giriş Yap',
    submitting: 'Giriş yapılıyor…',
  },
} as const;
