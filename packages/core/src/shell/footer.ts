/** Spec 000 §1/§9: the footer's licence, age limit, copyright year and 16 provider logos. */
export const LICENCE_NUMBER = 'ALS-2226/IAL';
export const AGE_LIMIT = 18;
export const COPYRIGHT_YEAR = 2025;

/**
 * The 16 game providers whose marks the footer shows: the seven the casino launches (spec 001
 * §7) and nine more studios whose games they carry.
 */
export const FOOTER_PROVIDERS: readonly string[] = [
  'SoftGamings',
  'Hub88',
  'EGT Digital',
  'Amusnet',
  'Pragmatic Play',
  'EveryMatrix',
  'Digitain',
  'Evolution',
  'NetEnt',
  "Play'n GO",
  'Playtech',
  'Red Tiger',
  'Spribe',
  'Ezugi',
  'TVBet',
  'Wazdan',
];
