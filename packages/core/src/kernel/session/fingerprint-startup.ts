import * as v from 'valibot';
import type { Clock, KeyValueStorage } from '../env/ports';
import { isHeaderSafe } from '../http/header-value';
import type { HttpClient } from '../http/http-client';
import { writeStored } from '../storage/json-storage';
import { createFingerprint, FINGERPRINT_KEY } from './fingerprint';

/**
 * An external fingerprint service (spec 000 §7: "contacted only if an api key is configured").
 * The core ships no vendor client: an integrator wraps theirs, e.g. a browser fingerprinting
 * library's `load({ apiKey }).then((agent) => agent.get()).then((r) => r.visitorId)`.
 */
export interface FingerprintService {
  identify(request: { apiKey: string }): Promise<string>;
}

/** Start-up fingerprinting; every part is off unless configured. */
export interface FingerprintOptions {
  /** Fetch `cms/coveryjs` and run its script before fingerprinting. Default false. */
  coveryScript?: boolean;
  /** Runs the script text. Default: a `<script>` element in the page; nothing on a server. */
  runScript?: (source: string) => void;
  /** The service's api key; without it the service is never asked. */
  apiKey?: string;
  service?: FingerprintService;
  /** How long start-up waits for the service. Default 5000 ms. */
  serviceTimeoutMs?: number;
}

export const FINGERPRINT_SERVICE_TIMEOUT_MS = 5000;

export interface FingerprintStartupResult {
  covery: 'skipped' | 'ran' | 'failed';
  service: 'skipped' | 'used' | 'failed';
}

export interface FingerprintStartup {
  /** The `x-fingerprint` value: the service's id once it answered, else the stored/made one. */
  fingerprint: () => string;
  /** Runs the configured steps once (later calls share the first run). Never rejects. */
  run(): Promise<FingerprintStartupResult>;
}

function runInPage(source: string): void {
  const doc = globalThis.document as Document | undefined;
  if (!doc?.createElement) return;
  const script = doc.createElement('script');
  script.text = source;
  (doc.head ?? doc.documentElement).appendChild(script);
}

export function createFingerprintStartup(deps: {
  storage: KeyValueStorage;
  clock: Clock;
  http: () => HttpClient;
  options?: FingerprintOptions | undefined;
}): FingerprintStartup {
  const options = deps.options ?? {};
  const base = createFingerprint(deps.storage);
  let serviceId: string | undefined;
  let running: Promise<FingerprintStartupResult> | undefined;

  async function runCovery(): Promise<FingerprintStartupResult['covery']> {
    if (!options.coveryScript) return 'skipped';
    try {
      // Fingerprinting comes before the token fetch (which sends x-fingerprint): no waiting.
      const { data } = await deps
        .http()
        .get('cms/coveryjs', { schema: v.string(), awaitToken: false });
      if (data.trim() === '') return 'failed';
      (options.runScript ?? runInPage)(data);
      return 'ran';
    } catch {
      return 'failed';
    }
  }

  async function askService(): Promise<FingerprintStartupResult['service']> {
    const apiKey = options.apiKey?.trim();
    if (!apiKey || !options.service) return 'skipped';
    const timeoutMs = options.serviceTimeoutMs ?? FINGERPRINT_SERVICE_TIMEOUT_MS;
    let timer: unknown;
    // A slow or hung service must not hold start-up: after the timeout the stored id is used.
    const timeout = new Promise<undefined>((resolve) => {
      timer = deps.clock.setTimeout(() => resolve(undefined), timeoutMs);
    });
    try {
      const id = await Promise.race([options.service.identify({ apiKey }), timeout]);
      // A service's id travels as `x-fingerprint` on every call: one that cannot is refused.
      const trimmed = typeof id === 'string' ? id.trim() : '';
      if (!isHeaderSafe(trimmed)) return 'failed';
      serviceId = trimmed;
      writeStored(deps.storage, FINGERPRINT_KEY, serviceId);
      return 'used';
    } catch {
      return 'failed';
    } finally {
      deps.clock.clearTimeout(timer);
    }
  }

  return {
    fingerprint: () => serviceId ?? base(),
    run() {
      running ??= (async () => {
        // Spec 000 §7: the covery script runs before fingerprinting.
        const covery = await runCovery();
        const service = await askService();
        return { covery, service };
      })();
      return running;
    },
  };
}
