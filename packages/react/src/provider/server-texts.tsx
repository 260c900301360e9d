import { useStore } from '@nanostores/react';
import type { SiteKernel } from '@site/core';
import { type ReactNode, useContext, useMemo } from 'react';
import { I18nContext } from '../i18n/i18n-react';
import { withServerTexts } from '../i18n/server-texts';

/**
 * Re-provides the i18n context with the bootstrap's `$translations` laid over the shipped
 * dictionary, so every `useI18nContext()` below (and `useDisplayText`) sees the server's words.
 */
export function ServerTexts({ site, children }: { site: SiteKernel; children: ReactNode }) {
  const context = useContext(I18nContext);
  const texts = useStore(site.bootstrap.$translations);
  const value = useMemo(
    () => ({ ...context, LL: withServerTexts(context.LL, texts) }),
    [context, texts],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
