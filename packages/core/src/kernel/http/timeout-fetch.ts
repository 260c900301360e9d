import { TimeoutError } from 'ky';
import type { Clock, FetchPort } from '../env/ports';

/**
 * The fetch port with the request timeout on the clock port: ky's own `timeout` runs on a
 * global `setTimeout` no option replaces, so ky gets `timeout: false` and this wrapper aborts
 * the request and raises ky's own `TimeoutError`, as ky would.
 */
export function withClockTimeout(
  fetchPort: FetchPort,
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>,
  timeoutMs: number,
): FetchPort {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      // ky always hands over a Request; a string or URL is accepted as fetch would.
      const request = input instanceof Request ? input : new Request(input, init);
      const controller = new AbortController();
      const timer = clock.setTimeout(() => {
        controller.abort();
        reject(new TimeoutError(request));
      }, timeoutMs);
      fetchPort(new Request(request, { signal: controller.signal }), init)
        .then(resolve, reject)
        .finally(() => clock.clearTimeout(timer));
    });
}
