import {
  DashboardPage,
  DialogHost,
  type DialogRenderers,
  Footer,
  GuardedRouter,
  Header,
  RouteGuard,
  SideMenu,
  SiteProvider,
  SiteToaster,
  useI18nContext,
} from '@site/react';
import { accountDialogs } from '@site/react/account';
import { Route, Switch } from 'wouter';
import { PlayPage, playDialogs } from './game-frame';
import { Lobby } from './lobby';
import type { Site } from './sdk';

/** The account module's dialogs (register, recovery, payments…) and the mobile play dialog. */
const brandDialogs: DialogRenderers = { ...accountDialogs, ...playDialogs };

function Layout() {
  const { LL } = useI18nContext();
  return (
    <>
      <a className="site-visually-hidden" href="#main">
        {LL.header.skipToContent()}
      </a>
      <Header />
      <SideMenu />
      <main id="main" className="brand-main" tabIndex={-1}>
        <RouteGuard>
          <Switch>
            <Route path="/dashboard" component={DashboardPage} />
            <Route path="/casino/play/:game">
              {(params) => <PlayPage encoded={params.game} />}
            </Route>
            <Route component={Lobby} />
          </Switch>
        </RouteGuard>
      </main>
      <Footer />
      <DialogHost renderers={brandDialogs} />
      <SiteToaster />
    </>
  );
}

/** The brand's shell: the same @site/react components as the main site, casino and account only. */
export function App({ site }: { site: Site }) {
  return (
    <SiteProvider site={site}>
      <GuardedRouter>
        <Layout />
      </GuardedRouter>
    </SiteProvider>
  );
}
