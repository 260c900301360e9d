/**
 * A document title: the page's own name, then the brand ("Bonuslar · ÖrnekBahis"); the home
 * page (no name of its own) is the brand alone.
 */
export function pageTitle(brandName: string, pageName: string | undefined): string {
  const name = pageName?.trim();
  return name && name !== brandName ? `${name} · ${brandName}` : brandName;
}
