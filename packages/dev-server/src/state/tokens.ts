import { randomBytes } from 'node:crypto';

/** Who is calling: a visitor holding an anonymous token, or a logged-in player. */
export type Caller =
  | {
      kind: 'anonymous';
      token: string /** stable per token; keys visitor state such as a bet slip */;
      id: string;
    }
  | { kind: 'player'; token: string; id: string; username: string };

interface TokenRecord {
  caller: Caller;
  expiresAt: number;
}

export interface TokenStore {
  issueAnonymous(): string;
  issuePlayer(username: string): string;
  /** The caller behind a token, or undefined when unknown, revoked or expired. */
  resolve(token: string | null | undefined): Caller | undefined;
  revoke(token: string): void;
  /** Expires every token (or one player's tokens) now: the next call answers 401. */
  expire(filter?: { username?: string; kind?: Caller['kind']; except?: string }): number;
}

export interface TokenTtls {
  anonymousMs: number;
  playerMs: number;
}

/**
 * Opaque tokens with a fixed lifetime from issue (no sliding renewal), checked against the
 * injectable clock. Tokens are random rather than seeded: a token left in a browser from an
 * earlier run must never match a new session.
 */
export function createTokenStore(now: () => number, ttls: TokenTtls): TokenStore {
  const records = new Map<string, TokenRecord>();
  let counter = 0;
  const newToken = (prefix: string) => `${prefix}.${randomBytes(18).toString('base64url')}`;

  return {
    issueAnonymous() {
      const token = newToken('anon');
      const caller: Caller = { kind: 'anonymous', token, id: `visitor-${++counter}` };
      records.set(token, { caller, expiresAt: now() + ttls.anonymousMs });
      return token;
    },
    issuePlayer(username) {
      const token = newToken('player');
      const caller: Caller = { kind: 'player', token, id: `player-${username}`, username };
      records.set(token, { caller, expiresAt: now() + ttls.playerMs });
      return token;
    },
    resolve(token) {
      if (!token) return undefined;
      const record = records.get(token);
      if (!record) return undefined;
      if (now() >= record.expiresAt) {
        records.delete(token);
        return undefined;
      }
      return record.caller;
    },
    revoke(token) {
      records.delete(token);
    },
    expire(filter = {}) {
      let count = 0;
      for (const [token, record] of records) {
        const { caller } = record;
        if (filter.kind && caller.kind !== filter.kind) continue;
        if (token === filter.except) continue;
        if (filter.username && (caller.kind !== 'player' || caller.username !== filter.username))
          continue;
        records.delete(token);
        count++;
      }
      return count;
    },
  };
}
