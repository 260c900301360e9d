import type { Locale } from '../kernel/i18n/locale';
import type { Game } from './game.schema';

/** The seven providers of spec 001 §7, by the `providerName` games carry. */
export type ProviderName =
  | 'SoftGamings'
  | 'Hub88'
  | 'Egt Digital'
  | 'Amusnet'
  | 'Pragmatic Play'
  | 'EveryMatrix'
  | 'Digitain';

export interface LaunchContext {
  game: Game;
  mobile: boolean;
  language: Locale;
  /** Where the provider's "back to lobby" goes. */
  lobbyUrl: string;
}

export interface ProviderLaunch {
  /** Path under `api/`. */
  endpoint: string;
  payload(context: LaunchContext): Record<string, unknown>;
  /** Spec 001 §8: what a failed launch does besides the error toast. */
  onFailure: 'toast' | 'toast-and-close';
  /** SoftGamings answers an HTML document instead of a URL. */
  answers: 'url' | 'html';
}

// Platform code of spec 001 §3: 1 desktop, 2 mobile.
const platformPayload = ({ game, mobile, language, lobbyUrl }: LaunchContext) => ({
  platform: mobile ? 2 : 1,
  gameCode: game.gameCode,
  language,
  lobbyUrl,
});

/** Each provider to its endpoint and exact payload (spec 001 §7) and failure rule (§8). */
export const LAUNCH_PROVIDERS: Readonly<Record<ProviderName, ProviderLaunch>> = {
  Digitain: {
    endpoint: 'casino/dtlaunchurl',
    payload: ({ game }) => ({ code: game.gameCode }),
    onFailure: 'toast',
    answers: 'url',
  },
  'Pragmatic Play': {
    endpoint: 'casino/pragmaticlaunchurl',
    payload: ({ game }) => ({ code: game.gameCode }),
    onFailure: 'toast',
    answers: 'url',
  },
  EveryMatrix: {
    endpoint: 'casino/emlaunchurl',
    payload: ({ game }) => ({ code: game.gameCode, productId: game.productId }),
    onFailure: 'toast',
    answers: 'url',
  },
  Amusnet: {
    endpoint: 'casino/amusnetlaunchurl',
    payload: ({ game, mobile }) => ({ code: game.gameCode, isMobile: mobile }),
    onFailure: 'toast-and-close',
    answers: 'url',
  },
  'Egt Digital': {
    endpoint: 'casino/egtlaunchurl',
    payload: platformPayload,
    onFailure: 'toast-and-close',
    answers: 'url',
  },
  Hub88: {
    endpoint: 'casino/hub88launchurl',
    payload: platformPayload,
    onFailure: 'toast-and-close',
    answers: 'url',
  },
  SoftGamings: {
    endpoint: 'casino/softgamingslaunchurl',
    payload: ({ game, mobile }) => ({
      system: game.system,
      pageCode: game.gameCode,
      isMobile: mobile ? 1 : 0,
    }),
    onFailure: 'toast-and-close',
    answers: 'html',
  },
};

const fold = (name: string) => name.toLowerCase().replace(/\s+/g, '');
const BY_FOLDED_NAME = new Map(
  (Object.keys(LAUNCH_PROVIDERS) as ProviderName[]).map((name) => [fold(name), name]),
);

/** The provider of a game; names match ignoring case and spaces ("EGT Digital" too). */
export function providerOf(game: Pick<Game, 'providerName'>): ProviderName | undefined {
  return BY_FOLDED_NAME.get(fold(game.providerName));
}
