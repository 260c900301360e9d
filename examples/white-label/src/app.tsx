import {
  BreadcrumbBar,
  DesktopNav,
  DialogHost,
  type DialogRenderers,
  DocumentLanguage,
  DocumentTitle,
  ErrorBoundary,
  Footer,
  GuardedRouter,
  Header,
  LiveChat,
  RouteErrorBoundary,
  RouteGuard,
  SideMenu,
  SiteProvider,
  SiteToaster,
  SkipLink,
} from '@site/react';
import { accountDialogs } from '@site/react/account';
import { casinoDialogs, useResumedGameRoute } from '@site/react/casino';
import { BrandRoutes } from './routes';
import type { Site } from './sdk';

/** The account module's dialogs (register, recovery, payments…) and the casino's game modal. */
const brandDialogs: DialogRenderers = { ...accountDialogs, ...casinoDialogs };

/**
 * The main site's shell, unchanged: header (hamburger at 1100 px and below), the side menu as
 * a left navigation above that, breadcrumb, footer, live chat. The menu is the core's, built
 * for the modules this site has: casino, games and the other entries, no sports.
 */
function Layout() {
  // A visitor's game click, resumed after the login, navigates to the game page.
  useResumedGameRoute();
  return (
    <>
      <DocumentTitle />
      <SkipLink />
      <Header />
      <SideMenu />
      <div className="brand-body">
        <DesktopNav />
        <main className="brand-main" id="main" tabIndex={-1}>
          <BreadcrumbBar />
          <RouteGuard>
            <RouteErrorBoundary>
              <BrandRoutes />
            </RouteErrorBoundary>
          </RouteGuard>
        </main>
      </div>
      <Footer />
      <LiveChat />
      <DialogHost renderers={brandDialogs} />
      <SiteToaster />
    </>
  );
}

/** The brand's app: the same @site/react components as the main site, casino and account only. */
export function App({ site }: { site: Site }) {
  return (
    <SiteProvider site={site}>
      <DocumentLanguage />
      <GuardedRouter>
        <ErrorBoundary where="app">
          <Layout />
        </ErrorBoundary>
      </GuardedRouter>
    </SiteProvider>
  );
}
