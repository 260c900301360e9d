import { AGE_LIMIT } from '@site/core/shell';
import { Link } from 'wouter';
import { useFooterPages } from '../../hooks/use-bootstrap';
import { useLocale } from '../../hooks/use-locale';
import { useShellSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';
import { ProviderLogos } from './provider-logos';

/**
 * The footer: content pages of category 1 (to /pages/{id}), go to top, the brand's licence and
 * authority, the 18+ notice, the brand's provider marks and the copyright (`site.brand`).
 */
export function Footer() {
  const { LL } = useI18nContext();
  const pages = useFooterPages();
  const { brand } = useShellSite();
  const [locale] = useLocale();
  return (
    <footer className="site-footer">
      <div className="site-footer__top">
        {pages.length > 0 ? (
          <nav className="site-footer__pages" aria-label={LL.footer.pages()}>
            <ul>
              {pages.map((page) => (
                <li key={page.id}>
                  <Link href={page.path}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <button type="button" className="site-button site-button--ghost" onClick={goToTop}>
          <Icon name="top" />
          {LL.footer.goToTop()}
        </button>
      </div>
      <ProviderLogos />
      <div className="site-footer__legal">
        <p className="site-footer__age">
          <span className="site-footer__age-badge" aria-hidden="true">
            {LL.footer.ageBadge({ age: AGE_LIMIT })}
          </span>
          {LL.footer.age({ age: AGE_LIMIT })}
        </p>
        <p className="site-footer__licence">
          {LL.footer.licence({
            licence: brand.licence.number,
            authority: brand.licence.authority[locale],
          })}
        </p>
        <p className="site-footer__copyright">
          {LL.footer.copyright({ year: brand.copyrightYear, name: brand.name })}
        </p>
      </div>
    </footer>
  );
}

function goToTop() {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  // Keyboard users land at the top too, not only the viewport.
  document.querySelector<HTMLElement>('.site-header__logo')?.focus({ preventScroll: true });
}
