import type { Context } from 'hono';
import type { Locale, Localized } from './kit/localized';

/** Who is calling: a logged-in player, an anonymous visitor (by anonymous token), or nobody. */
export type Identity = { kind: 'player'; username: string } | { kind: 'anonymous'; token: string };

/** Bet is an extension (issue 21): a settled bet. */
export type NotificationKind = 'Deposit' | 'Withdraw' | 'Bonus' | 'System' | 'Bet';

/**
 * Everything the sportsbook routes need from the rest of the dev server. The app that mounts the
 * routes supplies these; tests supply fakes.
 */
export interface SportsbookDeps {
  /** Injectable clock (epoch ms). Live minutes, scores, kick-offs and settlement follow it. */
  now(): number;
  /** Seeded PRNG in [0, 1). Drawn from only while the factory runs (to seed its own generators). */
  random(): number;
  /** The request's language, from `x-locale`, default tr. */
  locale(c: Context): Locale;
  /** The bearer token's owner; `null` answers HTTP 401. */
  identify(c: Context): Identity | null;
  balance: {
    get(username: string): number;
    /** Takes the stake; returns false (and changes nothing) when the balance is too low. */
    debit(username: string, amount: number): boolean;
    credit(username: string, amount: number): void;
  };
  /** Extension (player protection): why this player may not bet now, or null. */
  playRefusal?(username: string, locale: Locale): { message: string; data: object } | null;
  /** A balance move worth telling the player about (listed by customer/notification, pushed). */
  notify(username: string, kind: NotificationKind, title: Localized, note: Localized): void;
  /** Pushes `NotifyMessage {command, message}` to every /hub/sbnotify connection. */
  broadcast(command: string, message: unknown): void;
  /** Pushes `NotifyMessage {command, message}` to one player's /hub/sbnotify connections. */
  sendToPlayer(username: string, command: string, message: unknown): void;
}

/** Tunables; every one has a default that suits the demo. */
export interface SportsbookOptions {
  /** Live events kept running (finished ones are replaced while below this). Default 200. */
  liveTarget?: number;
  /** Prematch events spread over the next `prematchHours`. Default 620. */
  prematchCount?: number;
  /** Default 72. */
  prematchHours?: number;
  /** Odds changes per second pushed by the simulator. Default 200. */
  oddsChangesPerSecond?: number;
  /** Changes per second while storm mode is on. Default 5000. */
  stormChangesPerSecond?: number;
  /** Simulator step when started with start(). Default 250 ms. */
  tickMs?: number;
}
