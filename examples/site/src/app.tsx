import type { FullSite } from '@site/core/full';
import {
  BreadcrumbBar,
  DesktopNav,
  DialogHost,
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
import { useResumedGameRoute } from '@site/react/casino';
import { Router, useLocation } from 'wouter';
import { demoDialogs } from './dialogs';
import { AppRoutes } from './routes';

function Layout() {
  // A visitor's game click, resumed after the login, navigates to the game page.
  useResumedGameRoute();
  const [location] = useLocation();
  // Sportsbook pages use the full width: panel, events and the bet slip side by side.
  const wide = location.startsWith('/spor/');
  return (
    <>
      <DocumentTitle />
      <SkipLink />
      <Header />
      <SideMenu />
      <div className="demo-body">
        {/* One navigation per width on every page: the full side navigation on desktop. */}
        <DesktopNav />
        <main className={wide ? 'demo-main demo-main--wide' : 'demo-main'} id="main" tabIndex={-1}>
          <BreadcrumbBar />
          <RouteGuard>
            {/* One failing screen shows a message and reports it; header and menu keep working. */}
            <RouteErrorBoundary>
              <AppRoutes />
            </RouteErrorBoundary>
          </RouteGuard>
        </main>
      </div>
      <Footer />
      <LiveChat />
      <DialogHost renderers={demoDialogs} />
      <SiteToaster />
    </>
  );
}

/** `ssrPath`: the URL being rendered on the server (wouter has no location there). */
export function App({ site, ssrPath }: { site: FullSite; ssrPath?: string }) {
  const routed = (
    <GuardedRouter>
      {/* The last resort: a failure outside any screen still leaves a way back. */}
      <ErrorBoundary where="app">
        <Layout />
      </ErrorBoundary>
    </GuardedRouter>
  );
  return (
    <SiteProvider site={site}>
      <DocumentLanguage />
      {ssrPath === undefined ? routed : <Router ssrPath={ssrPath}>{routed}</Router>}
    </SiteProvider>
  );
}
