// Spec 000 §1/§9: today's licence, copyright year and 16 provider marks, the brand's defaults.

export const LICENCE_NUMBER = 'ALS-2226/IAL';
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
