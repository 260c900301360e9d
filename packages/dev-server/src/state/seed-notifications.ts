import { type NotificationCenter, NotificationKind } from './notifications';

const hour = 60 * 60 * 1000;

/** A few past notifications so the demo players' panels are not empty. */
export function seedNotifications(notifications: NotificationCenter, now: number): void {
  notifications.seed('player1', {
    at: now - 50 * hour,
    isRead: true,
    type: NotificationKind.System,
    title: { tr: 'Hoş geldiniz!', en: 'Welcome!' },
    note: {
      tr: 'Aramıza hoş geldin Ahmet. İyi eğlenceler!',
      en: 'Welcome aboard, Ahmet. Have fun!',
    },
  });
  notifications.seed('player1', {
    at: now - 26 * hour,
    isRead: true,
    type: NotificationKind.Deposit,
    title: { tr: 'Para yatırma onaylandı', en: 'Deposit confirmed' },
    note: {
      tr: 'Papara ile ₺1.000,00 hesabınıza eklendi.',
      en: '₺1,000.00 via Papara was added to your account.',
    },
  });
  notifications.seed('player1', {
    at: now - 3 * hour,
    type: NotificationKind.Bonus,
    title: { tr: 'Haftalık kayıp bonusu', en: 'Weekly cashback' },
    note: {
      tr: 'Kayıplarınızın %10’u olan ₺120,00 bonus olarak tanımlandı.',
      en: '₺120.00, 10% of your losses, was credited as a bonus.',
    },
  });
  notifications.seed('player1', {
    at: now - 20 * 60 * 1000,
    type: NotificationKind.System,
    title: { tr: 'Yeni adresimiz', en: 'Our new address' },
    note: {
      tr: 'Erişim sorunu yaşarsanız güncel adresimizi Telegram kanalımızdan öğrenebilirsiniz.',
      en: 'If you cannot reach us, find our current address on our Telegram channel.',
    },
  });
  notifications.seed('vip1', {
    at: now - 8 * hour,
    type: NotificationKind.Jackpot,
    title: { tr: 'Jackpot yaklaşıyor', en: 'Jackpot is close' },
    note: {
      tr: 'High Cash jackpotu ₺200.000’yi geçti!',
      en: 'The High Cash jackpot passed ₺200,000!',
    },
  });
}
