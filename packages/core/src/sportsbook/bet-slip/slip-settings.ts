import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { KeyValueStorage } from '../../kernel/env/ports';
import { readStored, writeStored } from '../../kernel/storage/json-storage';
import {
  DEFAULT_ODDS_CHANGE_POLICY,
  type OddsChangePolicy,
  oddsChangePolicySchema,
} from './odds-change-policy';

/** Where the slip's two settings are kept (per device; logout clears them with the others). */
export const SLIP_SETTINGS_STORAGE_KEYS = {
  oddsChangePolicy: 'sb_odds_change_policy',
  keepSlip: 'sb_keep_slip',
} as const;

/** A setting refused (not one of its values from a JS caller) is left as it was. */
export type SlipSettingResult = { ok: true } | { ok: false; reason: 'invalid-input' };

export interface SlipSettings {
  $oddsChangePolicy: ReadableAtom<OddsChangePolicy>;
  $keepSlip: ReadableAtom<boolean>;
  setOddsChangePolicy(policy: OddsChangePolicy): SlipSettingResult;
  setKeepSlip(keep: boolean): SlipSettingResult;
  /** Reads the stored values again (another identity: logout may have cleared them). */
  reread(): void;
}

/**
 * The player's slip settings (issue 21), kept through the storage port when one is given (else
 * for the page's life): the odds-change policy and whether placing keeps the selections. A
 * stored value that is not one of the choices is removed and the default used.
 */
export function createSlipSettings(storage: KeyValueStorage | undefined): SlipSettings {
  const keys = SLIP_SETTINGS_STORAGE_KEYS;
  const storedPolicy = () =>
    (storage && readStored(storage, keys.oddsChangePolicy, oddsChangePolicySchema)) ??
    DEFAULT_ODDS_CHANGE_POLICY;
  const storedKeep = () => (storage && readStored(storage, keys.keepSlip, v.boolean())) ?? false;
  const $oddsChangePolicy = atom<OddsChangePolicy>(storedPolicy());
  const $keepSlip = atom(storedKeep());
  return {
    $oddsChangePolicy,
    $keepSlip,
    setOddsChangePolicy(policy) {
      if (!v.is(oddsChangePolicySchema, policy)) return { ok: false, reason: 'invalid-input' };
      if (storage) writeStored(storage, keys.oddsChangePolicy, policy);
      $oddsChangePolicy.set(policy);
      return { ok: true };
    },
    setKeepSlip(keep) {
      if (typeof keep !== 'boolean') return { ok: false, reason: 'invalid-input' };
      if (storage) writeStored(storage, keys.keepSlip, keep);
      $keepSlip.set(keep);
      return { ok: true };
    },
    reread() {
      $oddsChangePolicy.set(storedPolicy());
      $keepSlip.set(storedKeep());
    },
  };
}
