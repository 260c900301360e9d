import * as v from 'valibot';
import {
  type BootstrapData,
  type BootstrapKey,
  type CasinoCategoryData,
  type ContentCategory,
  type ContentItem,
  type DomainStatus,
  emptyBootstrap,
  type GameData,
  type JackpotCardData,
  type LanguageData,
  type PopupData,
  type PromotionData,
  type SiteOptionData,
  type SlideData,
  type TranslationData,
} from './bootstrap.types';

// The spec names the bootstrap keys but hardly their fields, and several screens read it. So
// the parser is lenient item by item (an invalid slide is dropped, the others stay) and strict
// only about the whole: data that is not an object, or that has none of the known keys, is a
// malformed answer.

// In an object, a plain `unknown` makes a missing key an issue and an `optional` without a
// default skips the transform; with the default null a missing field reaches the transform.
const anything = v.optional(v.unknown(), null);
const text = v.pipe(
  v.nullish(v.union([v.string(), v.number()]), ''),
  v.transform((value) => String(value)),
);
const nonEmptyText = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.nonEmpty());
const id = v.union([
  v.pipe(v.number(), v.integer()),
  v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)),
]);
const optionalId = v.pipe(
  anything,
  v.transform((value) => {
    const parsed = v.safeParse(id, value);
    return parsed.success ? parsed.output : undefined;
  }),
);
const finite = v.pipe(v.number(), v.finite());
const optionalNumber = v.pipe(
  anything,
  v.transform((value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)),
);

/** A list whose invalid items are dropped; anything that is not an array is an empty list. */
function listOf<TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    anything,
    v.transform((input): v.InferOutput<TItem>[] => {
      if (!Array.isArray(input)) return [];
      return input.flatMap((entry) => {
        const parsed = v.safeParse(item, entry);
        return parsed.success ? [parsed.output] : [];
      });
    }),
  );
}

/** An object-valued key that falls back to null when it does not fit. */
function orNull<TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    anything,
    v.transform((input): v.InferOutput<TItem> | null => {
      const parsed = v.safeParse(item, input);
      return parsed.success ? parsed.output : null;
    }),
  );
}

const slide = v.pipe(
  v.object({
    id: optionalId,
    slug: nonEmptyText,
    url: text,
    title: text,
    order: optionalNumber,
    // A slide without its default image cannot be shown; extra entries that are not strings are
    // dropped rather than sinking the slide.
    images: v.pipe(
      v.array(v.unknown()),
      v.transform((images) => images.filter((image): image is string => typeof image === 'string')),
      v.check((images) => images[0] !== undefined && images[0] !== '', 'slide has no image'),
    ),
  }),
  v.transform((value): SlideData => value),
);

const contentItem = v.pipe(
  v.object({ id, title: text, slug: text, content: text, order: optionalNumber }),
  v.transform((value): ContentItem => value),
);

const contentCategory = v.pipe(
  v.object({ id, name: text, contentList: listOf(contentItem) }),
  v.transform((value): ContentCategory => value),
);

const language = v.pipe(
  v.object({ code: nonEmptyText, name: text, isDefault: v.optional(v.boolean(), false) }),
  v.transform((value): LanguageData => value),
);

const keyValue = v.object({
  key: nonEmptyText,
  value: v.pipe(v.union([v.string(), v.number(), v.boolean()]), v.transform(String)),
});
const translation = v.pipe(
  keyValue,
  v.transform((value): TranslationData => value),
);
const siteOption = v.pipe(
  keyValue,
  v.transform((value): SiteOptionData => value),
);

const imageUrl = v.pipe(
  anything,
  v.transform((value) => (typeof value === 'string' && value !== '' ? value : undefined)),
);
// The dev server sends { wide, medium }; an array [wide, medium] is accepted as well.
const popupImages = v.pipe(
  anything,
  v.transform((value): PopupData['images'] => {
    const [wide, medium] = Array.isArray(value)
      ? [value[0], value[1]]
      : value !== null && typeof value === 'object'
        ? [(value as Record<string, unknown>).wide, (value as Record<string, unknown>).medium]
        : [];
    const images: PopupData['images'] = {};
    const parsedWide = v.parse(imageUrl, wide);
    const parsedMedium = v.parse(imageUrl, medium);
    if (parsedWide) images.wide = parsedWide;
    if (parsedMedium) images.medium = parsedMedium;
    return images;
  }),
);
// Without a hash the "once per content hash" rule cannot work, so such a popup is dropped.
const popup = v.pipe(
  v.object({ id: optionalId, title: text, url: text, images: popupImages, hash: nonEmptyText }),
  v.transform((value): PopupData => value),
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

const game = v.pipe(
  v.looseObject({ gameCode: nonEmptyText, name: text, providerName: text }),
  v.transform((value): GameData => value),
);

const casinoCategory = v.pipe(
  v.object({
    id,
    name: text,
    slugList: listOf(v.string()),
    imageUrl: v.pipe(
      anything,
      v.transform((value) => (typeof value === 'string' && value !== '' ? value : null)),
    ),
    games: listOf(game),
  }),
  v.transform((value): CasinoCategoryData => value),
);

const jackpotCard = v.pipe(
  v.object({
    instanceName: nonEmptyText,
    levelStats: listOf(v.looseObject({ currentValue: finite })),
    currentLevelI: v.optional(finite, 0),
  }),
  v.transform((value): JackpotCardData => value),
);

// The description may come as `description` or `content` (the CMS's content-page field name).
const promotion = v.pipe(
  v.object({
    id: optionalId,
    title: nonEmptyText,
    description: text,
    content: text,
    url: text,
    order: optionalNumber,
    images: v.pipe(
      anything,
      v.transform((images) =>
        Array.isArray(images)
          ? images.filter((image): image is string => typeof image === 'string' && image !== '')
          : [],
      ),
    ),
  }),
  v.transform(
    ({ content, description, ...rest }): PromotionData => ({
      ...rest,
      description: description || content,
    }),
  ),
);

/** One lenient parser per bootstrap key. */
const keySchemas = {
  sliderList: listOf(slide),
  categoryList: listOf(contentCategory),
  casinoCategoryList: listOf(casinoCategory),
  languageList: listOf(language),
  translationList: listOf(translation),
  siteOptionList: listOf(siteOption),
  popup: orNull(popup),
  domainStatus: orNull(domainStatus),
  trialBonusAmount,
  egtJackpotCards: listOf(jackpotCard),
  jackpotCards: listOf(jackpotCard),
  promotionList: listOf(promotion),
} satisfies { [K in BootstrapKey]: v.GenericSchema<unknown, BootstrapData[K]> };

export const BOOTSTRAP_KEYS = Object.keys(keySchemas) as BootstrapKey[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The known keys `raw` carries, each parsed leniently; unknown keys are ignored. */
export function parseBootstrapKeys(raw: Record<string, unknown>): Partial<BootstrapData> {
  const patch: Partial<Record<BootstrapKey, unknown>> = {};
  for (const key of BOOTSTRAP_KEYS) {
    if (key in raw) patch[key] = v.parse(keySchemas[key], raw[key]);
  }
  return patch as Partial<BootstrapData>;
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
  v.transform((patch): BootstrapData => ({ ...emptyBootstrap(), ...patch })),
);
