/**
 * The hub's absolute URL: `path` resolved against the site's baseUrl, `x-fingerprint` in the
 * query. It stays http(s): SignalR turns it into ws(s) itself and, outside a browser, refuses
 * any other scheme.
 */
export function hubUrl(baseUrl: string, path: string, fingerprint: string): string {
  const url = new URL(path, baseUrl);
  url.searchParams.set('x-fingerprint', fingerprint);
  return url.href;
}
