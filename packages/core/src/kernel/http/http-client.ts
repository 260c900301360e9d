import ky, { type KyRequest, type NormalizedOptions } from 'ky';
import * as v from 'valibot';
import type { Clock, FetchPort } from '../env/ports';
import { SiteError } from '../errors/site-error';
import { type Envelope, envelopeSchema } from './envelope';
import { stringifyJsonBody } from './json-number';
import { messageOf, toSiteErrorFromKy } from './ky-errors';
import { withClockTimeout } from './timeout-fetch';

export type ApiBase = 'api' | 'sportsbook';

/** Where the tokens come from and what to do when the server rejects them. */
export interface TokenSource {
  /** The player's token, else the anonymous one. */
  bearer(): string | undefined;
  isPlayer(): boolean;
  /** Gets a new anonymous token; concurrent callers share one request. */
  refreshAnonymous(): Promise<void>;
  /**
   * The server rejected the session for good: clear it (logout without calling the server).
   * `serverMessage` is the 401's own text, when it carried one (told to the player).
   */
  sessionLost(serverMessage?: string): void;
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

/**
 * What one call carried, kept in ky's per-request `context` (a fresh object per call): the
 * hooks write the token at send time and read it back when the answer is a 401.
 */
interface CallState {
  auth: boolean;
  retried: boolean;
  token: string | undefined;
  sentAsPlayer: boolean;
}

const callOf = (options: NormalizedOptions): CallState => options.context.call as CallState;

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
    .join('; ');
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

  /** Headers of every attempt, read when it leaves: the locale and token of that moment. */
  function setHeaders(request: KyRequest, requestOptions: NormalizedOptions): void {
    const call = callOf(requestOptions);
    request.headers.set('x-locale', options.locale());
    request.headers.set('x-fingerprint', options.fingerprint());
    request.headers.set('accept', 'application/json');
    call.token = call.auth ? tokens.bearer() : undefined;
    call.sentAsPlayer = call.auth && tokens.isPlayer();
    if (call.token) request.headers.set('authorization', `Bearer ${call.token}`);
    else request.headers.delete('authorization');
  }

  /**
   * Spec §8 on a 401: a visitor gets a fresh anonymous token (one request shared by every
   * concurrent 401) and one retry; a player, or a visitor whose retry fails too, loses the
   * session. The retry is re-sent from here rather than through ky's `retry`, whose delay
   * runs on a global timer (see docs/architecture.md, HTTP).
   */
  async function on401(
    request: KyRequest,
    requestOptions: NormalizedOptions,
    response: Response,
  ): Promise<Response | undefined> {
    const call = callOf(requestOptions);
    if (response.status !== 401 || !call.auth) return undefined;
    // The 401 judges the token this request carried, not whatever the session holds now: a
    // login or a token refresh may have happened while it was in flight.
    const movedOn = tokens.bearer() !== call.token && !(call.sentAsPlayer && !tokens.isPlayer());
    if (!call.retried && (movedOn || !call.sentAsPlayer)) {
      if (!movedOn) await tokens.refreshAnonymous();
      return client(request, { context: { call: { ...call, retried: true } } });
    }
    // Only the rejected session ends; a newer one (logged in meanwhile) stays. The 401's own
    // text goes with it, to be told to the player (spec 000 §8).
    if (tokens.bearer() === call.token) tokens.sessionLost(await messageOf(response.clone()));
    return undefined;
  }

  const client = ky.create({
    fetch: withClockTimeout(options.fetch, options.clock, options.timeoutMs ?? 30_000),
    // ky's own timer is a global setTimeout; the clock port runs ours (withClockTimeout).
    timeout: false,
    retry: 0,
    stringifyJson: stringifyJsonBody,
    hooks: { beforeRequest: [setHeaders], afterResponse: [on401] },
  });

  async function send<TSchema extends v.GenericSchema>(
    method: 'get' | 'post',
    path: string,
    body: unknown,
    request: RequestOptions<TSchema>,
  ): Promise<Envelope<v.InferOutput<TSchema>>> {
    // Start-up order: a call made before the site holds any token (a screen rendered before
    // `site.start()` resolved) waits for the anonymous token, shared with start-up's own
    // fetch, instead of going out bare and drawing a 401 and a retry.
    if ((request.auth ?? true) && (request.awaitToken ?? true) && tokens.bearer() === undefined) {
      try {
        await tokens.refreshAnonymous();
      } catch {
        // No token to be had: the call goes without one and its answer decides.
      }
    }
    const relative = path.replace(/^\/+/, '');
    const prefixUrl = baseUrlFor(request.base ?? 'api');
    const call: CallState = {
      auth: request.auth ?? true,
      retried: false,
      token: undefined,
      sentAsPlayer: false,
    };
    const described = { method: method.toUpperCase(), path: new URL(relative, prefixUrl).pathname };
    let response: Response;
    try {
      response = await client(relative, {
        method,
        prefixUrl,
        context: { call },
        ...(request.query ? { searchParams: request.query } : {}),
        ...(method === 'post' ? { json: body ?? {} } : {}),
      });
    } catch (error) {
      throw await toSiteErrorFromKy(error, described, call.auth);
    }

    const requestInfo = { ...described, status: response.status };
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      throw new SiteError('malformed', `errors.malformed: ${path} did not answer JSON`, {
        cause: error,
        request: requestInfo,
      });
    }
    const envelope = v.safeParse(envelopeSchema, json);
    if (!envelope.success) {
      throw new SiteError(
        'malformed',
        `errors.malformed: ${path}: ${describeIssues(envelope.issues)}`,
        { request: requestInfo },
      );
    }
    const message = envelope.output.message ?? undefined;
    if (!envelope.output.success) {
      throw new SiteError('server', message ?? 'errors.server', {
        ...(message === undefined ? {} : { serverMessage: message }),
        data: envelope.output.data,
        request: requestInfo,
      });
    }
    const data = v.safeParse(request.schema, envelope.output.data);
    if (!data.success) {
      throw new SiteError(
        'malformed',
        `errors.malformed: ${path}: ${describeIssues(data.issues)}`,
        { request: requestInfo },
      );
    }
    return { message, data: data.output };
  }

  return {
    get: (path, request) => send('get', path, undefined, request),
    post: (path, body, request) => send('post', path, body, request),
  };
}
