import logoUrl from './logo.svg';

/**
 * Everything that makes this build "Lale Casino" apart from the tokens in brand.css. Kept in
 * one place: when the brand options of `createSite` land (logo, licence, providers), these
 * values are passed there and the header and footer show them instead of the defaults.
 */
export const brand = {
  name: 'Lale Casino',
  logoUrl,
  licence: 'Curaçao eGaming 8048/JAZ2026-041',
  copyrightHolder: 'Lale Eğlence B.V.',
  providers: ['Pragmatic Play', 'EGT Digital', 'Evolution', 'Amusnet', 'Hub88'],
  /** Areas this brand offers: no sportsbook. */
  areas: ['casino', 'account'] as const,
} as const;
