import logoUrl from './logo.svg';

/**
 * Everything that makes this build "Lale Casino" apart from the tokens in brand.css. Kept in
 * one place and passed to `shellModule({ brand })` (sdk.ts): the header, footer and page titles
 * show them instead of the main site's.
 */
export const brand = {
  name: 'Lale Casino',
  logoUrl,
  licence: { number: '8048/JAZ2026-041', authority: 'Curaçao eGaming' },
  copyrightHolder: 'Lale Eğlence B.V.',
  providers: ['Pragmatic Play', 'EGT Digital', 'Evolution', 'Amusnet', 'Hub88'],
  /** Areas this brand offers: no sportsbook. */
  areas: ['casino', 'account'] as const,
} as const;
