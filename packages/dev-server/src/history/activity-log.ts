import type { Localized } from '../http/locale';

/** Platform code of spec 001 §3: 1 desktop, 2 mobile. */
export type PlatformCode = 1 | 2;
/** Win or bet of spec 001 §3: 1 win, 2 bet. */
export type WinOrBet = 1 | 2;
/** Process status of spec 000/001 §3: Processing 1, Completed 2, Cancelled 3, Expired 4. */
export type ProcessStatus = 1 | 2 | 3 | 4;

export interface SessionRecord {
  id: number;
  username: string;
  /** The token the login issued: logging out with it closes this session. */
  token: string;
  loginAt: number;
  logoutAt: number | null;
  platform: PlatformCode;
  /** Browser and system as read from the user agent, e.g. "Chrome · Windows". */
  device: string;
  ip: string;
}

export interface GameRound {
  id: number;
  username: string;
  /** The launch the round belongs to (one launch, many spins). */
  roundId: string;
  gameCode: string;
  gameName: string;
  providerName: string;
  winOrBet: WinOrBet;
  amount: number;
  at: number;
}

export interface BonusRecord {
  id: number;
  username: string;
  /** Which bonus: 'trial' for the trial bonus of spec 000. */
  kind: string;
  name: Localized;
  amount: number;
  status: ProcessStatus;
  at: number;
}

/**
 * What players did that the history extensions list: logins and logouts, casino rounds and
 * bonuses. Deposits and withdrawals live in the payment ledger, bets in the sportsbook bet book.
 */
export interface ActivityLog {
  login(entry: Omit<SessionRecord, 'id' | 'logoutAt' | 'loginAt'>): SessionRecord;
  logout(token: string): void;
  sessions(username: string): SessionRecord[];
  round(entry: Omit<GameRound, 'id' | 'at'>): GameRound;
  rounds(username: string): GameRound[];
  bonus(entry: Omit<BonusRecord, 'id' | 'at'>): BonusRecord;
  bonuses(username: string): BonusRecord[];
  /** Sets the status of the player's latest bonus of that kind (one is recorded if none is). */
  settleBonus(entry: Omit<BonusRecord, 'id' | 'at'>): BonusRecord;
}

export function createActivityLog(now: () => number): ActivityLog {
  const sessions: SessionRecord[] = [];
  const rounds: GameRound[] = [];
  const bonuses: BonusRecord[] = [];
  let lastId = 0;
  const mine = <T extends { username: string }>(list: T[], username: string) =>
    list.filter(
      (entry) => entry.username.toLocaleLowerCase('tr') === username.toLocaleLowerCase('tr'),
    );

  return {
    login(entry) {
      const record = { ...entry, id: ++lastId, loginAt: now(), logoutAt: null };
      sessions.unshift(record);
      return record;
    },
    logout(token) {
      const record = sessions.find((s) => s.token === token && s.logoutAt === null);
      if (record) record.logoutAt = now();
    },
    sessions: (username) => mine(sessions, username),
    round(entry) {
      const record = { ...entry, id: ++lastId, at: now() };
      rounds.unshift(record);
      return record;
    },
    rounds: (username) => mine(rounds, username),
    bonus(entry) {
      const record = { ...entry, id: ++lastId, at: now() };
      bonuses.unshift(record);
      return record;
    },
    bonuses: (username) => mine(bonuses, username),
    settleBonus(entry) {
      const open = mine(bonuses, entry.username).find((b) => b.kind === entry.kind);
      if (!open) return this.bonus(entry);
      Object.assign(open, { status: entry.status, amount: entry.amount, at: now() });
      return open;
    },
  };
}

const BROWSERS: readonly (readonly [string, RegExp])[] = [
  ['Edge', /Edg\//],
  ['Opera', /OPR\//],
  ['Firefox', /Firefox\//],
  ['Chrome', /Chrome\/|Chromium\//],
  ['Safari', /Safari\//],
];
const SYSTEMS: readonly (readonly [string, RegExp])[] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux/],
];

/** "Chrome · Windows" from a user agent; the platform code from the same string. */
export function describeAgent(userAgent: string): { device: string; platform: PlatformCode } {
  const named = (list: typeof BROWSERS) => list.find(([, pattern]) => pattern.test(userAgent))?.[0];
  const parts = [named(BROWSERS), named(SYSTEMS)].filter((part) => part !== undefined);
  const platform: PlatformCode = /Mobi|Android|iPhone|iPod/.test(userAgent) ? 2 : 1;
  return { device: parts.length > 0 ? parts.join(' · ') : userAgent.slice(0, 60) || '—', platform };
}
