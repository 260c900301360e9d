import type { Localized } from './locale';

/**
 * Server messages shared by the account, shell and payment routes. Domains with their own
 * wording (sportsbook, casino) keep their own catalogue and use `localize` the same way.
 */
export const messages = {
  ok: { tr: 'İşlem başarılı', en: 'Operation successful' },
  failed: { tr: 'İşlem başarısız', en: 'Operation failed' },
  serverError: { tr: 'Sunucu hatası', en: 'Internal server error' },
  unauthorized: {
    tr: 'Oturumunuzun süresi doldu, lütfen tekrar giriş yapın',
    en: 'Your session has expired, please log in again',
  },
  playerOnly: { tr: 'Lütfen önce giriş yapın', en: 'Please login first' },
  invalidJson: { tr: 'Geçersiz istek gövdesi', en: 'Invalid request body' },
  notFound: { tr: 'Kaynak bulunamadı', en: 'Resource not found' },
  loginOk: { tr: 'Giriş başarılı, hoş geldiniz {name}', en: 'Login successful, welcome {name}' },
  wrongCredentials: { tr: 'Kullanıcı adı veya şifre hatalı', en: 'Wrong username or password' },
  logoutOk: { tr: 'Çıkış yapıldı', en: 'You have been logged out' },
  registerOk: { tr: 'Kaydınız oluşturuldu', en: 'Your account has been created' },
  duplicateUsername: {
    tr: 'Bu kullanıcı adı zaten kullanılıyor',
    en: 'This username is already taken',
  },
  duplicateEmail: {
    tr: 'Bu e-posta adresi zaten kayıtlı',
    en: 'This e-mail address is already registered',
  },
  duplicatePhone: {
    tr: 'Bu telefon numarası zaten kayıtlı',
    en: 'This phone number is already registered',
  },
  fieldRequired: { tr: '{field} alanı zorunludur', en: 'The {field} field is required' },
  fieldLength: {
    tr: '{field} {min} ile {max} karakter arasında olmalıdır',
    en: '{field} must be between {min} and {max} characters',
  },
  fieldMin: {
    tr: '{field} en az {min} karakter olmalıdır',
    en: '{field} must be at least {min} characters',
  },
  fieldFormat: { tr: '{field} geçersiz', en: '{field} is invalid' },
  underAge: { tr: '18 yaşından küçükler üye olamaz', en: 'You must be at least 18 to register' },
  passwordsDiffer: { tr: 'Şifreler eşleşmiyor', en: 'Passwords do not match' },
  unknownCountry: { tr: 'Geçersiz ülke', en: 'Unknown country' },
  codeSent: {
    tr: 'Doğrulama kodu {phone} numarasına gönderildi',
    en: 'A verification code was sent to {phone}',
  },
  phoneVerified: { tr: 'Telefon numaranız doğrulandı', en: 'Your phone number has been verified' },
  wrongSmsCode: {
    tr: 'Doğrulama kodu hatalı veya süresi dolmuş',
    en: 'The verification code is wrong or has expired',
  },
  noPendingCode: {
    tr: 'Önce doğrulama kodu isteyin',
    en: 'Please request a verification code first',
  },
  invalidStep: { tr: 'Geçersiz adım', en: 'Invalid step' },
  trialBonusOk: {
    tr: '{amount} deneme bonusu hesabınıza tanımlandı',
    en: 'A trial bonus of {amount} has been credited',
  },
  trialBonusUsed: {
    tr: 'Deneme bonusu daha önce kullanıldı',
    en: 'The trial bonus has already been used',
  },
  resetCodeSent: {
    tr: 'Şifre sıfırlama kodu kayıtlı telefonunuza gönderildi',
    en: 'A reset code was sent to your registered phone',
  },
  unknownUser: { tr: 'Kullanıcı bulunamadı', en: 'User not found' },
  resetCodeOk: {
    tr: 'Kod doğrulandı, yeni şifrenizi belirleyin',
    en: 'Code verified, choose a new password',
  },
  wrongResetCode: {
    tr: 'Sıfırlama kodu hatalı veya süresi dolmuş',
    en: 'The reset code is wrong or has expired',
  },
  passwordChanged: { tr: 'Şifreniz değiştirildi', en: 'Your password has been changed' },
  wrongOldPassword: { tr: 'Mevcut şifreniz hatalı', en: 'Your current password is wrong' },
  callRequestOk: {
    tr: 'Talebiniz alındı, sizi en kısa sürede arayacağız',
    en: 'Your request has been received, we will call you soon',
  },
  tooManyContacts: {
    tr: 'Maksimum 5 iletişim bilgisi ekleyebilirsiniz',
    en: 'You can add at most 5 contacts',
  },
  noContacts: { tr: 'En az bir iletişim bilgisi eklemelisiniz', en: 'Add at least one contact' },
  unknownPaymentMethod: { tr: 'Ödeme yöntemi bulunamadı', en: 'Payment method not found' },
  depositStarted: {
    tr: 'Ödeme sayfasına yönlendiriliyorsunuz',
    en: 'Redirecting you to the payment page',
  },
  depositReceived: {
    tr: '{amount} yatırım talebiniz alındı',
    en: 'Your deposit request of {amount} has been received',
  },
  withdrawReceived: {
    tr: '{amount} çekim talebiniz alındı',
    en: 'Your withdrawal request of {amount} has been received',
  },
  insufficientBalance: { tr: 'Yetersiz bakiye', en: 'Insufficient balance' },
  amountRange: {
    tr: 'Tutar {min} ile {max} arasında olmalıdır',
    en: 'The amount must be between {min} and {max}',
  },
  notificationsRead: {
    tr: 'Bildirimler okundu olarak işaretlendi',
    en: 'Notifications marked as read',
  },
} satisfies Record<string, Localized>;

export type MessageKey = keyof typeof messages;
