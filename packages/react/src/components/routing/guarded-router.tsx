import type { ReactNode } from 'react';
import { type AroundNavHandler, Router } from 'wouter';
import { useShellSite } from '../../hooks/use-site';

/**
 * Puts the core's route guards in front of every in-app navigation below it (links, menu
 * entries, `navigate()`): a visitor heading for /dashboard gets the login form and stays where
 * they are; /spor/betco without access is not entered. Direct loads are RouteGuard's job.
 */
export function GuardedRouter({ children }: { children: ReactNode }) {
  const site = useShellSite();
  const aroundNav: AroundNavHandler = (navigate, to, options) => {
    if (site.shell.canEnter(to)) navigate(to, options);
  };
  return <Router aroundNav={aroundNav}>{children}</Router>;
}
