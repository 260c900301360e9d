import { SOCIAL_NETWORKS } from '../../kernel/bootstrap/site-options';
import { SiteError } from '../../kernel/errors/site-error';
import type { BrandOptions } from './brand';

// Hand-written rather than a valibot schema: the brand is kernel code, and the schema's
// strictObject/record/url pieces cost the root bundle about 1 kB gzip on their own.

type Fields = Record<string, unknown>;

const fail = (path: string, message: string): never => {
  throw new SiteError('invalid-input', `brand.${path}: ${message}`);
};

function fields(value: unknown, path: string, allowed: readonly string[]): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail(path, 'must be an object');
  }
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) fail(path ? `${path}.${key}` : key, 'is not a brand option');
  }
  return value as Fields;
}

function text(value: unknown, path: string): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? fail(path, 'must be a non-empty text') : trimmed;
}

// Logo addresses: https, a same-site path, or an inline image (base64 or, as bundlers inline
// SVG, URL-encoded); never script-capable schemes.
const IMAGE_URL = /^(https:\/\/|\/(?!\/)|data:image\/(svg\+xml|png|webp|jpeg)[;,])/i;

function imageUrl(value: unknown, path: string): string {
  return typeof value === 'string' && IMAGE_URL.test(value.trim())
    ? value
    : fail(path, 'a logo URL must be https, a root-relative path or a data:image URL');
}

function httpsUrl(value: unknown, path: string): string {
  try {
    if (typeof value === 'string' && new URL(value).protocol === 'https:') return value;
  } catch {
    // Not a URL at all: the same error as any other.
  }
  return fail(path, 'must be an https URL');
}

const optional = <T>(value: unknown, check: () => T): T | undefined =>
  value === undefined ? undefined : check();

/** Checks the `brand` option of createSite; the first bad field throws `invalid-input`. */
export function parseBrandOptions(options: unknown): BrandOptions {
  const given = fields(options, '', [
    'name',
    'logoUrl',
    'licence',
    'copyrightYear',
    'providers',
    'social',
  ]);
  const parsed: BrandOptions = {};
  const name = optional(given.name, () => text(given.name, 'name'));
  if (name !== undefined) parsed.name = name;
  const logoUrl = optional(given.logoUrl, () => imageUrl(given.logoUrl, 'logoUrl'));
  if (logoUrl !== undefined) parsed.logoUrl = logoUrl;
  if (given.licence !== undefined) {
    const licence = fields(given.licence, 'licence', ['number', 'authority']);
    parsed.licence = {};
    const number = optional(licence.number, () => text(licence.number, 'licence.number'));
    if (number !== undefined) parsed.licence.number = number;
    if (licence.authority !== undefined) {
      const authority = fields(licence.authority, 'licence.authority', ['tr', 'en']);
      parsed.licence.authority = {
        tr: text(authority.tr, 'licence.authority.tr'),
        en: text(authority.en, 'licence.authority.en'),
      };
    }
  }
  const year = given.copyrightYear;
  if (year !== undefined) {
    const ok = typeof year === 'number' && Number.isInteger(year) && year >= 1990 && year <= 9999;
    parsed.copyrightYear = ok ? year : fail('copyrightYear', 'must be a year from 1990 to 9999');
  }
  if (given.providers !== undefined) {
    if (!Array.isArray(given.providers)) fail('providers', 'must be a list');
    parsed.providers = (given.providers as unknown[]).map((provider, index) => {
      const path = `providers.${index}`;
      const entry = fields(provider, path, ['name', 'logoUrl']);
      const logo = optional(entry.logoUrl, () => imageUrl(entry.logoUrl, `${path}.logoUrl`));
      return { name: text(entry.name, `${path}.name`), ...(logo ? { logoUrl: logo } : {}) };
    });
  }
  if (given.social !== undefined) {
    const social = fields(given.social, 'social', SOCIAL_NETWORKS);
    parsed.social = {};
    for (const network of SOCIAL_NETWORKS) {
      if (social[network] !== undefined) {
        parsed.social[network] = httpsUrl(social[network], `social.${network}`);
      }
    }
  }
  return parsed;
}
