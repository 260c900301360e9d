import { useStore } from '@nanostores/react';
import { contentPagePath } from '@site/core/shell';
import { Link } from 'wouter';
import { useBootstrapStatus } from '../../hooks/use-bootstrap';
import { useShellSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';

/** /pages: every content page of the bootstrap, by category. */
export function ContentsPage() {
  const { LL } = useI18nContext();
  const filled = useStore(useShellSite().content.$filledCategories);
  const { status } = useBootstrapStatus();
  return (
    <section className="site-page" aria-labelledby="site-contents-title">
      <h1 className="site-page__title" id="site-contents-title">
        {LL.contentPages.title()}
      </h1>
      {filled.length === 0 ? (
        <p className="site-page__state">
          {status === 'loading' ? LL.contentPages.loading() : LL.contentPages.empty()}
        </p>
      ) : (
        filled.map((category) => (
          <section key={category.id} aria-labelledby={`site-contents-${category.id}`}>
            <h2 id={`site-contents-${category.id}`}>{category.name}</h2>
            <ul className="site-link-list">
              {category.contentList.map((page) => (
                <li key={page.id}>
                  <Link href={contentPagePath(page.id)}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
