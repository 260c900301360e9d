import { HomeCarousel } from '../carousel/home-carousel';

/** Spec 001 §2: the sportsbook slides (slug `sportsbook`), one per view, every link in a new tab. */
export function SportsBanner() {
  return (
    <div className="sb-banner">
      <HomeCarousel slug="sportsbook" />
    </div>
  );
}
