import type { BrandOptions } from '@site/core/shell';
// The header's wordmark: the tulip and the name (logo.svg, the mark alone, is the favicon).
import logoUrl from './wordmark.svg';

/**
 * Everything that makes this build "Lale Casino" apart from the tokens in brand.css: passed to
 * the shell module as its brand options, so the header, footer and page titles show them
 * without a component of ours forked.
 */
export const brand = {
  name: 'Lale Casino',
  logoUrl,
  licence: {
    number: '8048/JAZ2026-041',
    authority: { tr: 'Curaçao eGaming', en: 'Curaçao eGaming' },
  },
  providers: [
    { name: 'Pragmatic Play' },
    { name: 'EGT Digital' },
    { name: 'Evolution' },
    { name: 'Amusnet' },
    { name: 'Hub88' },
  ],
} satisfies BrandOptions;

/**
 * The brand's own domain. The "we are moving" banner (TOP_NOTIFY) shows off the default domain;
 * the dev server's `domainStatus` is the main demo's (ornekbahis512 → 513), not this brand's.
 */
export const BRAND_DOMAIN = 'lalecasino.com';
