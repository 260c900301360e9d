import * as v from 'valibot';
import { scalar } from '../schemas/scalars';
import { capList } from './bootstrap.limits';
import {
  type BootstrapKey,
  type DomainStatus,
  emptyBootstrap,
  type LanguageData,
  type SiteOptionData,
  type StoredBootstrap,
  type TranslationData,
} from './bootstrap.types';
import { anything, listOf, nonEmptyText, orNull, text } from './slice-schema';

// The spec names the bootstrap keys but hardly their fields, and several screens read it. So
// the parser is lenient item by item (an invalid slide is dropped, the others stay) and strict
// only about the whole: data that is not an object, or that has none of the known keys, is a
// malformed answer. The slices a module shows (content, casino) are validated by that module.

const language = v.pipe(
  v.object({ code: nonEmptyText, name: text, isDefault: v.optional(v.boolean(), false) }),
  v.transform((value): LanguageData => value),
);

const keyValue = v.object({
  key: nonEmptyText,
  value: v.pipe(scalar, v.transform(String)),
});
const translation = v.pipe(
  keyValue,
  v.transform((value): TranslationData => value),
);
const siteOption = v.pipe(
  keyValue,
  v.transform((value): SiteOptionData => value),
);

const domainStatus = v.pipe(
  v.object({ current: v.pipe(v.string(), v.trim(), v.nonEmpty()), next: text }),
  v.transform((value): DomainStatus => value),
);

const trialBonusAmount = v.pipe(
  anything,
  v.transform((value) => {
    const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : 0;
  }),
);

/** One lenient parser per bootstrap key. */
const keySchemas = {
  // The modules' slices are kept as sent: the shell and the casino validate them.
  sliderList: anything,
  categoryList: anything,
  casinoCategoryList: anything,
  languageList: listOf(language),
  translationList: listOf(translation),
  siteOptionList: listOf(siteOption),
  popup: anything,
  domainStatus: orNull(domainStatus),
  trialBonusAmount,
  egtJackpotCards: anything,
  jackpotCards: anything,
  promotionList: anything,
} satisfies { [K in BootstrapKey]: v.GenericSchema<unknown, StoredBootstrap[K]> };

export const BOOTSTRAP_KEYS = Object.keys(keySchemas) as BootstrapKey[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The known keys `raw` carries, each parsed leniently; unknown keys are ignored. Lists are cut
 * to their cap first (`BOOTSTRAP_LIST_CAPS`), so an absurd list costs no more than a full one.
 */
export function parseBootstrapKeys(raw: Record<string, unknown>): Partial<StoredBootstrap> {
  const patch: Partial<Record<BootstrapKey, unknown>> = {};
  for (const key of BOOTSTRAP_KEYS) {
    if (key in raw) patch[key] = v.parse(keySchemas[key], capList(key, raw[key]));
  }
  return patch as Partial<StoredBootstrap>;
}

const carriesKnownKey = (value: Record<string, unknown>) =>
  BOOTSTRAP_KEYS.some((key) => key in value);

/**
 * A partial bootstrap (a `BOOTSTRAP_DATA` message): an object with at least one known key.
 * Each key it carries is parsed; the result replaces only those keys.
 */
export const bootstrapPatchSchema = v.pipe(
  v.custom<Record<string, unknown>>(isRecord, 'bootstrap data is not an object'),
  v.check(carriesKnownKey, 'bootstrap data has none of the known keys'),
  v.transform(parseBootstrapKeys),
);

/** The `cms/grouped` data (and the cached copy): missing keys take their empty value. */
export const bootstrapSchema = v.pipe(
  bootstrapPatchSchema,
  v.transform((patch): StoredBootstrap => ({ ...emptyBootstrap(), ...patch })),
);
