import { computed, type ReadableAtom } from 'nanostores';
import type { Platform } from '../env/ports';
import type { BootstrapModule } from './bootstrap';
import type { ContentCategory } from './bootstrap.types';
import { parseContentCategories, parsePopup, parsePromotions, parseSlides } from './content.schema';
import { type FooterPage, footerPages } from './footer-pages';
import { type Popup, popupModel } from './popup';
import { type Promotion, promotionsFrom } from './promotions';
import { readSiteSettings, type SiteSettings } from './site-options';
import { type SlidesBySlug, slidesBySlug } from './sliders';

/**
 * The screens' views of the bootstrap's content slices (slides, content pages, promotions,
 * footer, site options, popup), validated here. They live in the shell module, not the kernel: a site without the shell's
 * screens does not ship them (issue 11, bundle size).
 */
export interface ContentModule {
  /** Slides by slug (home, casino, sportsbook always present), each with its link target. */
  $sliders: ReadableAtom<SlidesBySlug>;
  /** The content pages by category (`categoryList`), validated: the /pages screens. */
  $categories: ReadableAtom<ContentCategory[]>;
  /** The categories with at least one page, in order: the /pages index lists these. */
  $filledCategories: ReadableAtom<ContentCategory[]>;
  /** Footer links: the content list of category 1, to `/pages/{id}`. */
  $footerPages: ReadableAtom<FooterPage[]>;
  /** Social links (twitter, instagram, telegram), live-chat ids, every option by key. */
  $siteOptions: ReadableAtom<SiteSettings>;
  /** The image popup with its hash, link target and loading flag; null when there is none. */
  $popup: ReadableAtom<Popup | null>;
  /**
   * The /promotions list: the bootstrap's `promotionList` when sent, else built from the
   * slides (see `promotionsFrom`).
   */
  $promotions: ReadableAtom<Promotion[]>;
}

export function createSiteContent(
  bootstrap: Pick<BootstrapModule, '$slice'>,
  platform: Pick<Platform, 'origin'>,
): ContentModule {
  const { $slice } = bootstrap;
  // One store per key first: a key that did not change keeps its reference, so it is not
  // parsed again and stores derived from it (and the components behind them) do not wake up.
  const $sliders = computed($slice('sliderList'), (raw) =>
    slidesBySlug(parseSlides(raw), platform.origin()),
  );
  const $categories = computed($slice('categoryList'), parseContentCategories);
  return {
    $sliders,
    $categories,
    $promotions: computed([$slice('promotionList'), $sliders], (raw, slides) =>
      promotionsFrom(parsePromotions(raw), slides, platform.origin()),
    ),
    $filledCategories: computed($categories, (categories) =>
      categories.filter((category) => category.contentList.length > 0),
    ),
    $footerPages: computed($categories, footerPages),
    $siteOptions: computed($slice('siteOptionList'), (list) =>
      readSiteSettings(list, platform.origin()),
    ),
    $popup: computed($slice('popup'), (raw) => popupModel(parsePopup(raw), platform.origin())),
  };
}
