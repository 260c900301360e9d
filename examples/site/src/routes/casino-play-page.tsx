import { GamePlayPage } from '@site/react/casino';

/** /casino/play/{game}: the desktop game page. */
export function CasinoPlayPage({ encoded }: { encoded: string }) {
  return <GamePlayPage encoded={encoded} />;
}
