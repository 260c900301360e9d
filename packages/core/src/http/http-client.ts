import ky, { type KyInstance } from 'ky';
import * as v from 'valibot';
import type { FetchPort } from '../env/ports';
import { SiteError } from '../errors/site-error';
import { type Envelope, envelopeSchema } from './envelope';

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
  timeoutMs?: number;
}

export interface RequestOptions<TSchema extends v.GenericSchema> {
  schema: TSchema;
  base?: ApiBase;
  query?: Record<string, string | number | boolean | undefined>;
  /** False only for the anonymous-token call: no bearer, never enters the refresh path. */
  auth?: boolean;
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

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { tokens } = options;
  const clients = new Map<ApiBase, KyInstance>();
  const clientFor = (base: ApiBase): KyInstance => {
    let client = clients.get(base);
    if (!client) {
      client = ky.create({
        prefixUrl: new URL(options.bases[base], options.baseUrl).href,
        fetch: options.fetch,
        retry: 0,
        throwHttpErrors: false,
        timeout: options.timeoutMs ?? 30_000,
      });
      clients.set(base, client);
    }
    return client;
  };

  async function send<TSchema extends v.GenericSchema>(
    method: 'get' | 'post',
    path: string,
    body: unknown,
    request: RequestOptions<TSchema>,
    isRetry: boolean,
  ): Promise<Envelope<v.InferOutput<TSchema>>> {
    const auth = request.auth ?? true;
    const headers: Record<string, string> = {
      'x-locale': options.locale(),
      'x-fingerprint': options.fingerprint(),
      accept: 'application/json',
    };
    const token = auth ? tokens.bearer() : undefined;
    const sentAsPlayer = auth && tokens.isPlayer();
    if (token) headers.authorization = `Bearer ${token}`;
    const searchParams: Record<string, string | number | boolean> = {};
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) searchParams[key] = value;
    }

    let response: Response;
    try {
      response = await clientFor(request.base ?? 'api')(path, {
        method,
        headers,
        searchParams,
        ...(method === 'post' ? { json: body ?? {} } : {}),
      });
    } catch (error) {
      throw new SiteError('network', 'errors.network', { cause: error });
    }

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
      throw new SiteError('unauthorized', 'errors.unauthorized', { status: 401 });
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
