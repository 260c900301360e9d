import { useI18nContext } from '@site/react';
import { Link } from 'wouter';

/** Any path the brand has no page for (a sportsbook link from elsewhere among them). */
export function NotFoundPage() {
  const { LL } = useI18nContext();
  return (
    <section className="site-page" aria-labelledby="brand-not-found-title">
      <h1 className="site-page__title" id="brand-not-found-title">
        {LL.sections.notFound.title()}
      </h1>
      <Link href="/">{LL.sections.notFound.back()}</Link>
    </section>
  );
}
