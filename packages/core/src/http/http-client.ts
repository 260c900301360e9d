import * as v from 'valibot';
import type { Clock, FetchPort } from '../env/ports';
import { SiteError } from '../errors/site-error';
import { type Envelope, envelopeSchema } from './envelope';
import { stringifyJsonBody } from './json-number';

export type ApiBase = 'api' | 'sportsbook';

/** Where the tokens come from and what to do when the server rejects them. */
export interface TokenSource {
  /** The player's token, else the anonymous one. */
  bearer(): string | undefined;
  isPlayer(): boolean;
  /** Gets a new anonymous token; concurrent callers share one request. */
  refreshAnonymous(): Promise<void>;
  /** The server rejected the session for good: clear it (logout without calling the server). */
  sessionLost(): void;
}

export interface HttpClientOptions {
  fetch: FetchPort;
  /** Absolute URL the relative bases resolve against (the page URL in a browser). */
  baseUrl: string;
  bases: Record<ApiBase, string>;
  locale(): string;
  fingerprint(): string;
  tokens: TokenSource;
  /** Runs the request timeout, so no timer exists outside the clock port. */
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  timeoutMs?: number;
}

export interface RequestOptions<TSchema extends v.GenericSchema> {
  schema: TSchema;
  base?: ApiBase;
  query?: Record<string, string | number | boolean | undefined>;
  /** False only for the anonymous-token call: no bearer, never enters the refresh path. */
  auth?: boolean;
  /**
   * Default true: while the site holds no token at all, the call first waits for the anonymous
   * one (shared with start-up's fetch). False for start-up's own calls that must go before it.
   */
  awaitToken?: boolean;
}

export interface HttpClient {
  get<TSchema extends v.GenericSchema>(
    path: string,
    options: RequestOptions<TSchema>,
  ): Promise<Envelope<v.InferOutput<TSchema>>>;
  post<TSchema extends v.GenericSchema>(
    path: string,
    body: unknown,
    options: RequestOptions<TSchema>,
  ): Promise<Envelope<v.InferOutput<TSchema>>>;
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
    .join('; ');
}

/** The `message` of an error answer's envelope, when it sent one. */
async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const envelope = v.safeParse(envelopeSchema, await response.json());
    return (envelope.success && envelope.output.message) || undefined;
  } catch {
    return undefined;
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { tokens } = options;
  const baseUrls = new Map<ApiBase, string>();
  const baseUrlFor = (base: ApiBase): string => {
    let url = baseUrls.get(base);
    if (!url) {
      url = new URL(options.bases[base], options.baseUrl).href;
      baseUrls.set(base, url);
    }
    return url;
  };

  /** One fetch with the request timeout; a timeout or a transport failure is `network`. */
  async function transport(url: URL, init: RequestInit): Promise<Response> {
    const controller = new AbortController();
    const timer = options.clock.setTimeout(() => controller.abort(), options.timeoutMs ?? 30_000);
    try {
      return await options.fetch(new Request(url, { ...init, signal: controller.signal }));
    } catch (error) {
      throw new SiteError('network', 'errors.network', { cause: error });
    } finally {
      options.clock.clearTimeout(timer);
    }
  }

  async function send<TSchema extends v.GenericSchema>(
    method: 'get' | 'post',
    path: string,
    body: unknown,
    request: RequestOptions<TSchema>,
    isRetry: boolean,
  ): Promise<Envelope<v.InferOutput<TSchema>>> {
    const auth = request.auth ?? true;
    // Start-up order: a call made before the site holds any token (a screen rendered before
    // `site.start()` resolved) waits for the anonymous token, shared with start-up's own
    // fetch, instead of going out bare and drawing a 401 and a retry.
    if (auth && (request.awaitToken ?? true) && !isRetry && tokens.bearer() === undefined) {
      try {
        await tokens.refreshAnonymous();
      } catch {
        // No token to be had: the call goes without one and its answer decides.
      }
    }
    const headers: Record<string, string> = {
      'x-locale': options.locale(),
      'x-fingerprint': options.fingerprint(),
      accept: 'application/json',
    };
    const token = auth ? tokens.bearer() : undefined;
    const sentAsPlayer = auth && tokens.isPlayer();
    if (token) headers.authorization = `Bearer ${token}`;
    const url = new URL(path.replace(/^\/+/, ''), baseUrlFor(request.base ?? 'api'));
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    if (method === 'post') headers['content-type'] = 'application/json';
    const response = await transport(url, {
      method: method.toUpperCase(),
      headers,
      ...(method === 'post' ? { body: stringifyJsonBody(body ?? {}) } : {}),
    });

    if (response.status === 401 && auth) {
      // The 401 judges the token this request carried, not whatever the session holds now: a
      // login or a token refresh may have happened while it was in flight.
      const current = tokens.bearer();
      const movedOn = current !== token && !(sentAsPlayer && !tokens.isPlayer());
      if (!isRetry && movedOn) return send(method, path, body, request, true);
      // Spec §8: a visitor gets a fresh anonymous token and one retry; a player, or a
      // visitor whose retry fails too, loses the session.
      if (!isRetry && !sentAsPlayer) {
        await tokens.refreshAnonymous();
        return send(method, path, body, request, true);
      }
      // Only the rejected session ends; a newer one (logged in meanwhile) stays.
      if (tokens.bearer() === token) tokens.sessionLost();
      // Spec 000 §8: the error reaches the caller "as its message text": the server's, when
      // the 401 carries one, else the translation key.
      const serverMessage = await messageOf(response);
      throw new SiteError('unauthorized', serverMessage ?? 'errors.unauthorized', {
        status: 401,
        ...(serverMessage === undefined ? {} : { serverMessage }),
      });
    }
    if (!response.ok) {
      throw new SiteError('http', 'errors.http', { status: response.status });
    }

    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      throw new SiteError('malformed', `errors.malformed: ${path} did not answer JSON`, {
        cause: error,
        status: response.status,
      });
    }
    const envelope = v.safeParse(envelopeSchema, json);
    if (!envelope.success) {
      throw new SiteError(
        'malformed',
        `errors.malformed: ${path}: ${describeIssues(envelope.issues)}`,
      );
    }
    const message = envelope.output.message ?? undefined;
    if (!envelope.output.success) {
      throw new SiteError('server', message ?? 'errors.server', {
        ...(message === undefined ? {} : { serverMessage: message }),
        data: envelope.output.data,
      });
    }
    const data = v.safeParse(request.schema, envelope.output.data);
    if (!data.success) {
      throw new SiteError('malformed', `errors.malformed: ${path}: ${describeIssues(data.issues)}`);
    }
    return { message, data: data.output };
  }

  return {
    get: (path, request) => send('get', path, undefined, request, false),
    post: (path, body, request) => send('post', path, body, request, false),
  };
}
