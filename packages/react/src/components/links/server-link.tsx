import type { LinkTarget } from '@site/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useI18nContext } from '../../i18n/i18n-react';

export interface ServerLinkProps {
  /** A target from the core's URL policy (slides, popup, promotions, social links). */
  target: LinkTarget | undefined;
  className?: string;
  children: ReactNode;
  /** Called after a click on a followable link (e.g. to close a dialog). */
  onFollow?: () => void;
  /** Accessible name when the content is not text (an image link). */
  label?: string;
}

/**
 * The one way the shell renders a server URL: same-origin paths navigate in-app, other-origin
 * https opens a new tab with `rel="noopener"`, and a refused URL renders no link at all.
 */
export function ServerLink({ target, className, children, onFollow, label }: ServerLinkProps) {
  const { LL } = useI18nContext();
  if (target?.kind === 'navigate') {
    return (
      <Link href={target.path} className={className} onClick={onFollow} aria-label={label}>
        {children}
      </Link>
    );
  }
  if (target?.kind === 'open') {
    return (
      <a
        href={target.href}
        target={target.target}
        rel={target.rel}
        className={className}
        onClick={onFollow}
        aria-label={label ? `${label} ${LL.sideMenu.newTab()}` : undefined}
      >
        {children}
        {label ? null : <span className="site-visually-hidden"> {LL.sideMenu.newTab()}</span>}
      </a>
    );
  }
  return (
    <span className={className} data-link="refused">
      {children}
    </span>
  );
}
