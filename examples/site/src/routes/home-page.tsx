import { HomeCarousel, ImagePopupTrigger, useI18nContext, useSession } from '@site/react';
import { Link } from 'wouter';

/** The home page: the slide carousel, a welcome, the way to casino and sports; the popup. */
export function HomePage() {
  const { LL } = useI18nContext();
  const session = useSession();
  return (
    <>
      <HomeCarousel />
      <section className="demo-hero" aria-labelledby="home-title">
        <h1 id="home-title">{LL.sections.home.title()}</h1>
        <p>
          {session.hasLogin
            ? LL.sections.home.player({ username: session.username ?? '' })
            : LL.sections.home.visitor()}
        </p>
        <p className="demo-chips">
          <Link href="/casino/slot" className="site-button site-button--primary">
            {LL.sections.home.casinoLink()}
          </Link>
          <Link href="/spor/prematch" className="site-button site-button--secondary">
            {LL.sections.home.sportsLink()}
          </Link>
        </p>
      </section>
      <ImagePopupTrigger />
    </>
  );
}
