import { useStore } from '@nanostores/react';
import type { MyBetsState } from '@site/core/sportsbook';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';

export function useMyBets(): MyBetsState & { refresh: () => Promise<void> } {
  const { myBets } = useSportsbookSite().betSlip;
  return { ...useStore(myBets.$myBets), refresh: myBets.refresh };
}
