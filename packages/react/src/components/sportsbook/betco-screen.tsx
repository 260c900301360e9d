import { useStore } from '@nanostores/react';
import { betcoFrame } from '@site/core/sportsbook';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { useI18nContext } from '../../i18n/i18n-react';

export interface BetcoScreenProps {
  /** Allow a plain-http betco URL (the dev server's stand-in); never in production. */
  allowInsecure?: boolean;
}

/** /spor/betco (behind the betco guard): the player's betco area in a sandboxed frame. */
export function BetcoScreen({ allowInsecure = false }: BetcoScreenProps) {
  const { LL } = useI18nContext();
  const site = useSportsbookSite();
  const auth = useStore(site.session.$authData);
  const frame = betcoFrame(auth?.betcoUrl, { origin: window.location.origin, allowInsecure });
  return (
    <section className="sb-betco" aria-labelledby="sb-betco-title">
      <h1 id="sb-betco-title" className="sb-page-title">
        {LL.sportsbook.betco.title()}
      </h1>
      {frame ? (
        <iframe
          className="sb-betco__frame"
          title={LL.sportsbook.betco.title()}
          src={frame.url}
          sandbox={frame.sandbox}
          referrerPolicy="no-referrer"
        />
      ) : (
        <p className="sb-failed" role="alert">
          {LL.sportsbook.betco.unavailable()}
        </p>
      )}
    </section>
  );
}
