import { useLocale, useSession } from '@site/react';

const COPY = {
  tr: {
    title: 'Canlı bahis ve casino, tek hesapla',
    visitor: 'Maçları ve oyunları gezebilirsiniz. Bahis ve oyun için giriş yapın.',
    player: (name: string) => `Tekrar hoş geldin, ${name}. Bakiyen her 3 saniyede güncellenir.`,
  },
  en: {
    title: 'Live betting and casino, one account',
    visitor: 'Browse matches and games. Log in to bet and play.',
    player: (name: string) => `Welcome back, ${name}. Your balance refreshes every 3 seconds.`,
  },
} as const;

export function HomePage() {
  const session = useSession();
  const [locale] = useLocale();
  const copy = COPY[locale];
  return (
    <section className="demo-hero" aria-labelledby="home-title">
      <h1 id="home-title">{copy.title}</h1>
      <p>{session.hasLogin ? copy.player(session.username ?? '') : copy.visitor}</p>
    </section>
  );
}
