import { useStore } from '@nanostores/react';
import { findContentPage, withoutRepeatedTitle } from '@site/core/shell';
import { Link } from 'wouter';
import { useBootstrapStatus } from '../../hooks/use-bootstrap';
import { useShellSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { SafeHtml } from '../safe-html/safe-html';

/**
 * /pages/{id}: a content page of the bootstrap, its HTML through the sanitising sink, its title
 * once (a body opening with the same heading loses that heading).
 */
export function ContentPage({ id }: { id: number }) {
  const { LL } = useI18nContext();
  const categories = useStore(useShellSite().content.$categories);
  const { status } = useBootstrapStatus();
  const page = findContentPage(categories, id);
  if (!page) {
    return (
      <section className="site-page" aria-labelledby="site-content-title">
        <h1 className="site-page__title" id="site-content-title">
          {status === 'loading' ? LL.contentPages.loading() : LL.contentPages.notFound()}
        </h1>
        {status === 'loading' ? null : <Link href="/pages">{LL.contentPages.allPages()}</Link>}
      </section>
    );
  }
  return (
    <article className="site-page site-content-page" aria-labelledby="site-content-title">
      <h1 className="site-page__title" id="site-content-title">
        {page.title}
      </h1>
      <SafeHtml
        html={withoutRepeatedTitle(page.content, page.title)}
        className="site-content-page__body"
      />
    </article>
  );
}
