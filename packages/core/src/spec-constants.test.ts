import { describe, expect, it } from 'vitest';
import { DIALOG_SIZES } from './kernel/dialogs/dialogs';
import { DEFAULT_LOCALE, LOCALES } from './kernel/i18n/locale';
import {
  DEFAULT_HUB_PATHS,
  KEEP_ALIVE_MS,
  RECONNECT_DELAYS_MS,
  SERVER_TIMEOUT_MS,
} from './kernel/realtime/realtime.types';
import { BALANCE_POLL_MS, LOGOUT_RELOAD_DELAY_MS } from './kernel/session/session.types';
import {
  TOAST_DURATION_MS,
  TOAST_LOADING_DURATION_MS,
  TOAST_MAX_VISIBLE,
  TOAST_POSITION,
} from './kernel/toasts/toasts';
import {
  HAMBURGER_BREAKPOINT_PX,
  HEADER_HIDE_THRESHOLD_PX,
  LIVE_BETTING_NARROW_BELOW_PX,
  MOBILE_BREAKPOINT_PX,
} from './shell/layout';
import { TOP_BAR_REMOVE_DELAY_MS } from './shell/top-bar';

// The constants of spec 000 §9 and 001 §9 as literal values: a test that reads the constant it
// checks passes whatever the value is, so the numbers are written out here once.
describe('spec constants (000 §9, 001 §9)', () => {
  it('toasts: 4000 ms, loading 30000 ms, top-center, at most 5', () => {
    expect([
      TOAST_DURATION_MS,
      TOAST_LOADING_DURATION_MS,
      TOAST_POSITION,
      TOAST_MAX_VISIBLE,
    ]).toEqual([4000, 30_000, 'top-center', 5]);
  });

  it('session: balance poll 3000 ms, logout reload 300 ms, default language tr of tr/en', () => {
    expect([BALANCE_POLL_MS, LOGOUT_RELOAD_DELAY_MS, DEFAULT_LOCALE]).toEqual([3000, 300, 'tr']);
    expect(LOCALES).toEqual(['tr', 'en']);
  });

  it('layout: header hides past 100 px, mobile 900 px, hamburger and narrow live betting 1100 px', () => {
    expect([
      HEADER_HIDE_THRESHOLD_PX,
      MOBILE_BREAKPOINT_PX,
      HAMBURGER_BREAKPOINT_PX,
      LIVE_BETTING_NARROW_BELOW_PX,
    ]).toEqual([100, 900, 1100, 1100]);
  });

  it('top bar is removed 500 ms after closing', () => {
    expect(TOP_BAR_REMOVE_DELAY_MS).toBe(500);
  });

  it('dialog sizes: login/recovery 699, register 760, call request 800 × 454, others clamped', () => {
    expect(DIALOG_SIZES.login).toEqual({ height: 699 });
    expect(DIALOG_SIZES.recovery).toEqual({ height: 699 });
    expect(DIALOG_SIZES.register).toEqual({ height: 760 });
    expect(DIALOG_SIZES.callRequest).toEqual({ height: 800, maxWidth: 454 });
    expect(DIALOG_SIZES.promotionDetail.width).toBe('clamp(110px, 90vw, 990px)');
    // Payment forms stay within the 990 px but are as wide as their form.
    expect(DIALOG_SIZES.dynamicDeposit.width).toBe('clamp(110px, 90vw, 560px)');
    expect(DIALOG_SIZES.dynamicWithdraw.width).toBe('clamp(110px, 90vw, 560px)');
  });

  it('hubs: frnotify and sbnotify, reconnect 0/2/10/30 s then stop, timeout 30 s, keep-alive 15 s', () => {
    expect(DEFAULT_HUB_PATHS).toEqual({ frnotify: 'hub/frnotify', sbnotify: 'hub/sbnotify' });
    expect(RECONNECT_DELAYS_MS).toEqual([0, 2000, 10_000, 30_000]);
    expect([SERVER_TIMEOUT_MS, KEEP_ALIVE_MS]).toEqual([30_000, 15_000]);
  });
});
