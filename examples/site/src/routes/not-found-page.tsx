import { useLocale } from '@site/react';
import { Link } from 'wouter';

export function NotFoundPage() {
  const [locale] = useLocale();
  return (
    <section className="demo-hero" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{locale === 'tr' ? 'Sayfa bulunamadı' : 'Page not found'}</h1>
      <Link href="/">{locale === 'tr' ? 'Ana sayfaya dön' : 'Back to the home page'}</Link>
    </section>
  );
}
