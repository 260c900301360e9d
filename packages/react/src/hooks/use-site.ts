import type { SiteKernel } from '@site/core';
import type { ShellApi } from '@site/core/shell';
import { useContext } from 'react';
import { SiteContext } from '../provider/site-context';

/** The site instance of the nearest SiteProvider: the kernel every site has. */
export function useSite(): SiteKernel {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used inside <SiteProvider site={…}>');
  return site;
}

/**
 * The provider's site narrowed to one module's properties; a clear error when the site was
 * composed without that module (a component of a module the site does not have).
 */
export function requireModule<TApi extends object>(
  site: SiteKernel,
  property: keyof TApi & string,
  module: string,
): SiteKernel & TApi {
  if (!(property in site)) {
    throw new Error(`This component needs the site to be composed with ${module}.`);
  }
  return site as SiteKernel & TApi;
}

/** The site with the shell module (`site.shell`, `site.notifications`, `site.forms`). */
export function useShellSite(): SiteKernel & ShellApi {
  return requireModule<ShellApi>(useSite(), 'shell', 'shellModule() from @site/core/shell');
}

/** The provider's site with one module's properties, or undefined when it was not composed. */
export function optionalModule<TApi extends object>(
  site: SiteKernel,
  property: keyof TApi & string,
): (SiteKernel & TApi) | undefined {
  return property in site ? (site as SiteKernel & TApi) : undefined;
}
