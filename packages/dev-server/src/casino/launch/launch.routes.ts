import type { Context } from 'hono';
import { fail, ok } from '../../sportsbook/kit/answer';
import { type Locale, localize } from '../../sportsbook/kit/localized';
import {
  boolean,
  describeProblem,
  httpUrl,
  integer,
  oneOf,
  parseBody,
  type Rule,
  text,
} from '../../sportsbook/kit/payload';
import { type CasinoApp, type CasinoEnv, type CasinoRuntime, findGame } from '../casino.env';
import { casinoMessages } from '../casino.messages';
import type { GameDef } from '../catalog/games';
import { type ProviderName, providerById } from '../catalog/providers';
import { softGamingsDocument } from './softgamings-document';

/** What a launch payload resolves to once checked. */
interface LaunchRequest {
  code: string;
  isMobile: boolean;
  language?: Locale;
  lobbyUrl?: string;
  /** Fields that must equal the game's own (EveryMatrix productId, SoftGamings system). */
  mustMatch?: Partial<Pick<GameDef, 'productId' | 'system'>>;
}

interface LaunchEndpoint {
  path: string;
  provider: ProviderName;
  rules: Record<string, Rule<unknown>>;
  read(payload: Record<string, unknown>): LaunchRequest;
  /** SoftGamings answers an HTML document instead of a URL. */
  answersHtml?: boolean;
}

const code = text({ nonEmpty: true, maxLength: 100 });
const platformPayload = {
  platform: oneOf([1, 2] as const),
  gameCode: code,
  language: oneOf(['tr', 'en'] as const),
  lobbyUrl: httpUrl(),
};
const readPlatform = (p: Record<string, unknown>): LaunchRequest => ({
  code: p.gameCode as string,
  isMobile: p.platform === 2,
  language: p.language as Locale,
  lobbyUrl: p.lobbyUrl as string,
});

/** The seven launch calls of spec 001 section 7, each with its own payload. */
const ENDPOINTS: readonly LaunchEndpoint[] = [
  {
    path: 'dtlaunchurl',
    provider: 'Digitain',
    rules: { code },
    read: (p) => ({ code: p.code as string, isMobile: false }),
  },
  {
    path: 'pragmaticlaunchurl',
    provider: 'Pragmatic Play',
    rules: { code },
    read: (p) => ({ code: p.code as string, isMobile: false }),
  },
  {
    path: 'emlaunchurl',
    provider: 'EveryMatrix',
    rules: { code, productId: integer({ min: 1 }) },
    read: (p) => ({
      code: p.code as string,
      isMobile: false,
      mustMatch: { productId: p.productId as number },
    }),
  },
  {
    path: 'amusnetlaunchurl',
    provider: 'Amusnet',
    rules: { code, isMobile: boolean() },
    read: (p) => ({ code: p.code as string, isMobile: p.isMobile as boolean }),
  },
  { path: 'egtlaunchurl', provider: 'Egt Digital', rules: platformPayload, read: readPlatform },
  { path: 'hub88launchurl', provider: 'Hub88', rules: platformPayload, read: readPlatform },
  {
    path: 'softgamingslaunchurl',
    provider: 'SoftGamings',
    rules: {
      system: text({ nonEmpty: true, maxLength: 20 }),
      pageCode: code,
      isMobile: oneOf([0, 1] as const),
    },
    read: (p) => ({
      code: p.pageCode as string,
      isMobile: p.isMobile === 1,
      mustMatch: { system: p.system as string },
    }),
    answersHtml: true,
  },
];

/** Players only. Success answers the stand-in game page's URL (SoftGamings: an HTML document). */
export function registerLaunchRoutes(app: CasinoApp, rt: CasinoRuntime): void {
  for (const endpoint of ENDPOINTS) {
    app.post(`/casino/${endpoint.path}`, (c) => launch(c, rt, endpoint));
  }
}

async function launch(
  c: Context<CasinoEnv>,
  rt: CasinoRuntime,
  endpoint: LaunchEndpoint,
): Promise<Response> {
  const locale = c.get('locale');
  const identity = c.get('identity');
  if (identity.kind !== 'player') return fail(c, localize(casinoMessages.loginFirst, locale));
  const parsed = await parseBody(c, endpoint.rules);
  if (!parsed.ok) return fail(c, describeProblem(parsed.problem, locale));
  const request = endpoint.read(parsed.value);
  const game = findGame(rt, request.code);
  if (!game) return fail(c, localize(casinoMessages.gameNotFound, locale));
  if (providerById(game.mainProviderId)?.name !== endpoint.provider) {
    return fail(c, localize(casinoMessages.wrongProvider, locale, { provider: endpoint.provider }));
  }
  for (const [field, value] of Object.entries(request.mustMatch ?? {})) {
    if (game[field as keyof GameDef] !== value)
      return fail(c, localize(casinoMessages.fieldMismatch, locale, { field }));
  }
  const refused = rt.deps.playRefusal?.(identity.username, locale);
  if (refused) return fail(c, refused.message, refused.data);
  const session = rt.sessions.open({
    game,
    username: identity.username,
    locale: request.language ?? locale,
    isMobile: request.isMobile,
    lobbyUrl: request.lobbyUrl ?? null,
    createdAt: rt.deps.now(),
  });
  const url = `${rt.publicBase}casino/play/${session.token}`;
  const data = endpoint.answersHtml ? softGamingsDocument(url, game.name) : url;
  return ok(c, data, localize(casinoMessages.launchReady, locale));
}
