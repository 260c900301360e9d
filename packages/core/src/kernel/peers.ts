import type { OpenAviatorResult } from '../casino/play.types';
import type { MyBets } from '../sportsbook/bet-slip/my-bets';
import type { OddsChangePolicy } from '../sportsbook/bet-slip/odds-change-policy';

/**
 * Optional links between modules. A module provides a peer when it is installed; another reads
 * it when it acts, so neither imports the other and the order of `modules` does not matter.
 */
export interface SitePeers {
  /** The casino's Aviator search (spec 001 §2), used by the shell's menu entry. */
  aviatorSearch: (options: { mobile?: boolean }) => Promise<OpenAviatorResult>;
  /** The sportsbook's pages exist (`/spor/*`): the shell's menu lists them only then. */
  sportsbookPages: true;
  /** The bet slip's My Bets (sportsbook): cash-out values seed from its rows. */
  myBets: MyBets;
  /** The player's odds-change choice (the bet slip's): a cash-out value change follows it. */
  oddsChangePolicy: () => OddsChangePolicy;
  /** The dashboard's bet history (account): reloaded after a cash-out. */
  betHistory: { load(): Promise<void> };
}

export interface PeersModule {
  provide<K extends keyof SitePeers>(name: K, peer: SitePeers[K]): void;
  /** The peer, or undefined when the module that provides it was not composed. */
  get<K extends keyof SitePeers>(name: K): SitePeers[K] | undefined;
}

export function createPeerRegistry(): PeersModule {
  const peers: Partial<SitePeers> = {};
  return {
    provide(name, peer) {
      if (peers[name]) throw new Error(`Two modules provide the "${name}" peer.`);
      peers[name] = peer;
    },
    get: (name) => peers[name],
  };
}
