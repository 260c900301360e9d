import type { Site } from '@site/core';
import { DialogHost, Header, SiteProvider, SiteToaster, useLocale } from '@site/react';
import { useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';

function DocumentLanguage() {
  const [locale] = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}

export function App({ site }: { site: Site }) {
  return (
    <SiteProvider site={site}>
      <DocumentLanguage />
      <Header />
      <main className="demo-main" id="main">
        <Switch>
          <Route path="/" component={HomePage} />
          <Route component={NotFoundPage} />
        </Switch>
      </main>
      <DialogHost />
      <SiteToaster />
    </SiteProvider>
  );
}
