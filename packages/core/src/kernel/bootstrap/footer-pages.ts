import { type ContentCategory, type ContentItem, FOOTER_CATEGORY_ID } from './bootstrap.types';

/** A footer menu link: the page's title and its in-app route `/pages/{id}`. */
export interface FooterPage {
  id: number;
  title: string;
  slug: string;
  path: string;
}

/** The in-app route of a content page (`/pages/{id}`), from the footer, contents or breadcrumb. */
export function contentPagePath(id: number): string {
  return `/pages/${id}`;
}

/** The content list of category 1, as footer links (server order). */
export function footerPages(categories: readonly ContentCategory[]): FooterPage[] {
  const category = categories.find((entry) => entry.id === FOOTER_CATEGORY_ID);
  return (category?.contentList ?? []).map((page) => ({
    id: page.id,
    title: page.title,
    slug: page.slug,
    path: contentPagePath(page.id),
  }));
}

/** The page behind `/pages/{id}`, from any category. Its `content` is untrusted HTML. */
export function findContentPage(
  categories: readonly ContentCategory[],
  id: number,
): ContentItem | undefined {
  for (const category of categories) {
    const page = category.contentList.find((entry) => entry.id === id);
    if (page) return page;
  }
  return undefined;
}
