import type { ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { HttpClient } from '../kernel/http/http-client';
import type { Locale } from '../kernel/i18n/locale';
import { CasinoError } from './casino-error';
import type { Game } from './game.schema';
import { classifyGameUrl } from './game-url-policy';
import { GAME_DOCUMENT_SANDBOX, GAME_FRAME_SANDBOX, type GameLaunch } from './launch.types';
import { LAUNCH_PROVIDERS, type ProviderLaunch, providerOf } from './launch-providers';

/** A provider document far beyond any real snippet is treated as off the contract. */
export const MAX_LAUNCH_DOCUMENT_LENGTH = 512 * 1024;

const launchAnswerSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('the launch answer is empty'),
  // A check instead of maxLength: the kernel already ships `check` (bundle size).
  v.check((text) => text.length <= MAX_LAUNCH_DOCUMENT_LENGTH, 'the launch answer is too long'),
);

export interface LaunchDeps {
  http: HttpClient;
  $locale: ReadableAtom<Locale>;
  origin(): string;
  allowInsecureGameUrls: boolean;
  lobbyUrl(game: Game): string;
}

export interface Launcher {
  /**
   * Calls the game's provider endpoint and turns the answer into something the UI can show.
   * Rejects with a SiteError (`server`, `network`, `malformed`…) or a CasinoError
   * (`unknown-provider`, `unsafe-launch-url`). Toasts and dialogs are the caller's job.
   */
  launch(game: Game, mobile: boolean): Promise<GameLaunch>;
  /** The provider's failure rule; an unknown provider only toasts. */
  failureRule(game: Game): ProviderLaunch['onFailure'];
}

export function createLauncher(deps: LaunchDeps): Launcher {
  return {
    failureRule: (game) => {
      const name = providerOf(game);
      return name ? LAUNCH_PROVIDERS[name].onFailure : 'toast';
    },
    async launch(game, mobile) {
      const name = providerOf(game);
      if (!name) throw new CasinoError('unknown-provider');
      const provider = LAUNCH_PROVIDERS[name];
      const payload = provider.payload({
        game,
        mobile,
        language: deps.$locale.get(),
        lobbyUrl: deps.lobbyUrl(game),
      });
      const { data } = await deps.http.post(provider.endpoint, payload, {
        schema: launchAnswerSchema,
      });
      if (provider.answers === 'html') {
        // Handed over as data for a sandboxed srcdoc frame; see docs/casino.md.
        return { kind: 'sandboxed-document', html: data, sandbox: GAME_DOCUMENT_SANDBOX };
      }
      const allowed = classifyGameUrl(data, {
        origin: deps.origin(),
        allowInsecure: deps.allowInsecureGameUrls,
      });
      if (!allowed) throw new CasinoError('unsafe-launch-url');
      return {
        kind: 'url',
        url: allowed.url,
        sandbox: allowed.sameOrigin ? GAME_DOCUMENT_SANDBOX : GAME_FRAME_SANDBOX,
      };
    },
  };
}
