import type { Locale, Localized } from '../http/locale';

/** Türkiye is id 235 (spec 000): the register form's default country. */
export const turkiyeId = 235;

const countries: { id: number; name: Localized }[] = [
  { id: turkiyeId, name: { tr: 'Türkiye', en: 'Türkiye' } },
  { id: 14, name: { tr: 'Almanya', en: 'Germany' } },
  { id: 15, name: { tr: 'Avusturya', en: 'Austria' } },
  { id: 16, name: { tr: 'Azerbaycan', en: 'Azerbaijan' } },
  { id: 22, name: { tr: 'Belçika', en: 'Belgium' } },
  { id: 35, name: { tr: 'Bulgaristan', en: 'Bulgaria' } },
  { id: 58, name: { tr: 'Danimarka', en: 'Denmark' } },
  { id: 75, name: { tr: 'Fransa', en: 'France' } },
  { id: 81, name: { tr: 'Gürcistan', en: 'Georgia' } },
  { id: 103, name: { tr: 'Hollanda', en: 'Netherlands' } },
  { id: 106, name: { tr: 'İngiltere', en: 'United Kingdom' } },
  { id: 109, name: { tr: 'İsveç', en: 'Sweden' } },
  { id: 110, name: { tr: 'İsviçre', en: 'Switzerland' } },
  { id: 112, name: { tr: 'İtalya', en: 'Italy' } },
  { id: 119, name: { tr: 'Kazakistan', en: 'Kazakhstan' } },
  { id: 120, name: { tr: 'Kıbrıs', en: 'Cyprus' } },
  { id: 151, name: { tr: 'Norveç', en: 'Norway' } },
  { id: 170, name: { tr: 'Romanya', en: 'Romania' } },
  { id: 171, name: { tr: 'Rusya', en: 'Russia' } },
  { id: 201, name: { tr: 'İspanya', en: 'Spain' } },
  { id: 237, name: { tr: 'Ukrayna', en: 'Ukraine' } },
  { id: 240, name: { tr: 'Amerika Birleşik Devletleri', en: 'United States' } },
  { id: 244, name: { tr: 'Özbekistan', en: 'Uzbekistan' } },
  { id: 250, name: { tr: 'Yunanistan', en: 'Greece' } },
];

export interface Country {
  id: number;
  name: string;
}

/** Türkiye first, the rest in the request language's alphabetical order. */
export function countryList(locale: Locale): Country[] {
  const [first, ...rest] = countries;
  const sorted = rest
    .map((c) => ({ id: c.id, name: c.name[locale] }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return first ? [{ id: first.id, name: first.name[locale] }, ...sorted] : sorted;
}

export const isCountry = (id: number) => countries.some((c) => c.id === id);
