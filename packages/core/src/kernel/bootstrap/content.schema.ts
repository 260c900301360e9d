import * as v from 'valibot';
import type {
  ContentCategory,
  ContentItem,
  PopupData,
  PromotionData,
  SlideData,
} from './bootstrap.types';
import {
  anything,
  id,
  listOf,
  nonEmptyText,
  optionalId,
  optionalNumber,
  orNull,
  text,
} from './slice-schema';

// The content slices of the bootstrap, validated by the shell module that shows them (the
// kernel keeps them as the server sent them): slides, content pages, popup, promotions.

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

const sliderList = listOf(slide);
const categoryList = listOf(contentCategory);
const popupOrNull = orNull(popup);
const promotionList = listOf(promotion);

/** `sliderList`: invalid slides dropped; anything that is not a list is empty. */
export const parseSlides = (raw: unknown): SlideData[] => v.parse(sliderList, raw);
/** `categoryList`: the content pages by category. */
export const parseContentCategories = (raw: unknown): ContentCategory[] =>
  v.parse(categoryList, raw);
/** `popup`: null when absent or without a hash. */
export const parsePopup = (raw: unknown): PopupData | null => v.parse(popupOrNull, raw);
/** `promotionList`: description or content, string images only. */
export const parsePromotions = (raw: unknown): PromotionData[] => v.parse(promotionList, raw);
