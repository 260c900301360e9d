import { CasinoLobby } from '@site/react/casino';

/** A casino listing (/casino/slot, /live, /tvbets, /popular-games): the lobby of @site/react. */
export function CasinoSectionPage({ routeId }: { routeId: string }) {
  return <CasinoLobby routeId={routeId} />;
}
