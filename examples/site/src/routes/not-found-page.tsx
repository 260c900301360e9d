import { useI18nContext } from '@site/react';
import { Link } from 'wouter';

export function NotFoundPage() {
  const { LL } = useI18nContext();
  return (
    <section className="demo-hero" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{LL.sections.notFound.title()}</h1>
      <Link href="/">{LL.sections.notFound.back()}</Link>
    </section>
  );
}
