/**
 * The seven providers of spec 001 section 7, each mapped to its launch call. `providerName` on a
 * game is exactly one of these names; `mainProviderId` is the id here.
 */
export const PROVIDERS = [
  { id: 1, name: 'SoftGamings', prefix: 'sg', launch: 'softgamingslaunchurl' },
  { id: 2, name: 'Hub88', prefix: 'hub', launch: 'hub88launchurl' },
  { id: 3, name: 'Egt Digital', prefix: 'egt', launch: 'egtlaunchurl' },
  { id: 4, name: 'Amusnet', prefix: 'am', launch: 'amusnetlaunchurl' },
  { id: 5, name: 'Pragmatic Play', prefix: 'pp', launch: 'pragmaticlaunchurl' },
  { id: 6, name: 'EveryMatrix', prefix: 'em', launch: 'emlaunchurl' },
  { id: 7, name: 'Digitain', prefix: 'dt', launch: 'dtlaunchurl' },
] as const;

export type Provider = (typeof PROVIDERS)[number];
export type ProviderName = Provider['name'];

export function providerById(id: number): Provider | undefined {
  return PROVIDERS.find((provider) => provider.id === id);
}

export function providerByName(name: ProviderName): Provider {
  const provider = PROVIDERS.find((item) => item.name === name);
  if (!provider) throw new Error(`Unknown provider ${name}`);
  return provider;
}
