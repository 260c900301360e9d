import {
  ErrorBoundary,
  HomeCarousel,
  HomePromotions,
  ImagePopupTrigger,
  useI18nContext,
  useSession,
} from '@site/react';
import { HomeGameRows, JackpotCards } from '@site/react/casino';
import { LiveNowStrip, PopularMatchCards } from '@site/react/sportsbook';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** One section of the home page: a section that throws shows its own message, the rest stays. */
function HomeSection({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ErrorBoundary where={`home:${name}`} homeLink={false}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * The home page: the slides, a welcome with the ways in, then what is on now: live matches with
 * their odds, popular matches, the home page's game rows, the jackpots and the promotions.
 * Every section loads (and fails) on its own.
 */
export function HomePage() {
  const { LL } = useI18nContext();
  const session = useSession();
  return (
    <div className="demo-home">
      <HomeCarousel />
      <section className="demo-hero" aria-labelledby="home-title">
        <div>
          <h1 id="home-title">{LL.sections.home.title()}</h1>
          <p>
            {session.hasLogin
              ? LL.sections.home.player({ username: session.username ?? '' })
              : LL.sections.home.visitor()}
          </p>
        </div>
        <p className="demo-chips">
          <Link href="/casino/slot" className="site-button site-button--primary">
            {LL.sections.home.casinoLink()}
          </Link>
          <Link href="/spor/prematch" className="site-button site-button--secondary">
            {LL.sections.home.sportsLink()}
          </Link>
        </p>
      </section>
      <HomeSection name="live">
        <LiveNowStrip />
      </HomeSection>
      <HomeSection name="popular-matches">
        <PopularMatchCards />
      </HomeSection>
      <HomeSection name="games">
        <HomeGameRows />
      </HomeSection>
      <HomeSection name="jackpots">
        <JackpotCards />
      </HomeSection>
      <HomeSection name="promotions">
        <HomePromotions />
      </HomeSection>
      <ImagePopupTrigger />
    </div>
  );
}
