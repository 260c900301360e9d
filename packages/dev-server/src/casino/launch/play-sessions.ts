import type { Locale } from '../../sportsbook/kit/localized';
import type { Rng } from '../../sportsbook/kit/random';
import type { GameDef } from '../catalog/games';

/** A launched game: the launch URL carries its token, which is all the game page needs. */
export interface PlaySession {
  token: string;
  game: GameDef;
  username: string;
  locale: Locale;
  isMobile: boolean;
  lobbyUrl: string | null;
  createdAt: number;
}

export interface PlaySessions {
  open(session: Omit<PlaySession, 'token'>): PlaySession;
  find(token: string): PlaySession | undefined;
}

/** Tokens come from the casino's seeded generator, so launch URLs are stable in tests. */
export function createPlaySessions(rng: Rng): PlaySessions {
  const sessions = new Map<string, PlaySession>();
  return {
    open(details) {
      let token = '';
      for (let i = 0; i < 24; i++) token += rng.int(0, 15).toString(16);
      const session = { ...details, token };
      sessions.set(token, session);
      return session;
    },
    find: (token) => sessions.get(token),
  };
}
