import { useI18nContext } from '../../i18n/i18n-react';

/**
 * The page's first focusable element: "Skip to content", off screen until a keyboard user
 * tabs to it, then shown above the header; it jumps to the element with id `target`.
 */
export function SkipLink({ target = 'main' }: { target?: string }) {
  const { LL } = useI18nContext();
  return (
    <a className="site-skip-link" href={`#${target}`}>
      {LL.header.skipToContent()}
    </a>
  );
}
