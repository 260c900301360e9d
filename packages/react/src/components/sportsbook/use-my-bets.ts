import { useStore } from '@nanostores/react';
import { createMyBets, type MyBets, type MyBetsState, type Site } from '@site/core';
import { useSite } from '../../hooks/use-site';

// One My Bets module per site (the core's factory; a non-React page builds its own the same way).
const perSite = new WeakMap<Site, MyBets>();

export function myBetsOf(site: Site): MyBets {
  let myBets = perSite.get(site);
  if (!myBets) {
    myBets = createMyBets({ http: site.http, $session: site.session.$session });
    perSite.set(site, myBets);
  }
  return myBets;
}

export function useMyBets(): MyBetsState & { reload: () => Promise<void> } {
  const myBets = myBetsOf(useSite());
  return { ...useStore(myBets.$myBets), reload: myBets.reload };
}
