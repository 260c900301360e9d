import { type MouseEvent, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { loadSanitizer } from './sanitize';

export interface SafeHtmlProps {
  /** Untrusted server HTML (a content page, a promotion description). */
  html: string;
  className?: string;
}

/**
 * The only place server HTML reaches the page: sanitised by DOMPurify (scripts, event handlers,
 * iframes, forms and styles removed; links through the core's URL policy). In-app links inside
 * it navigate with the router instead of reloading the page.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const site = useSite();
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);

  useEffect(() => {
    let current = true;
    void loadSanitizer(site.env.platform.origin(), site.links.imageOrigins).then((sanitize) => {
      if (current) setClean({ source: html, html: sanitize(html) });
    });
    return () => {
      current = false;
    };
  }, [site, html]);

  const classes = className ? `site-safe-html ${className}` : 'site-safe-html';
  // Never show the raw text of the previous input while the new one is being cleaned.
  if (clean?.source !== html) {
    return (
      <div className={classes} aria-busy="true">
        <span className="site-spinner" role="status" aria-label={LL.contentPages.loading()} />
      </div>
    );
  }

  function followInApp(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest('a[href]');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || link?.getAttribute('target')) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    navigate(href);
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegates clicks of the real links inside; keyboard activation of a link fires click too
    <div
      className={classes}
      onClick={followInApp}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: this is the one sanitising sink
      dangerouslySetInnerHTML={{ __html: clean.html }}
    />
  );
}
