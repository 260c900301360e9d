import { originOf } from './dev-origin';

/** Names that always reach this machine: a rebinding attacker cannot make them resolve elsewhere. */
const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host name of a `Host` header (`evil.test:8787` → `evil.test`), lower-cased; undefined if it does not parse. */
function hostnameOf(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

const isLoopback = (hostname: string) =>
  loopbackNames.has(hostname) ||
  hostname.endsWith('.localhost') ||
  /^127\.\d+\.\d+\.\d+$/.test(hostname);

/**
 * Which `Host` headers the listening server answers (DNS rebinding: a page on `evil.test` whose
 * name resolves to 127.0.0.1 is same-origin with the answers, so a CORS check cannot stop it).
 * Loopback names, plus the host names of the configured URLs and origins (`publicUrl`,
 * `siteOrigins`, `devOrigins`, `allowedHosts`, a specific listen address). A request without
 * a Host header (HTTP/1.0, a raw socket) is refused too.
 */
export function createHostCheck(
  configured: readonly (string | undefined)[],
): (host: string | undefined) => boolean {
  const allowed = new Set<string>();
  for (const entry of configured) {
    if (!entry) continue;
    // An origin or URL (`http://site.example:*` included), or a bare host name.
    const origin = originOf(entry.replace(/:\*$/, ''));
    const name = origin ? hostnameOf(new URL(origin).host) : hostnameOf(entry);
    if (name) allowed.add(name);
  }
  return (host) => {
    if (!host) return false;
    const name = hostnameOf(host);
    return name !== undefined && (isLoopback(name) || allowed.has(name));
  };
}

/** The answer to a refused Host: plain text, nothing from the API. */
export function refusedHostResponse(host: string | undefined): Response {
  return new Response(
    `Host ${host ?? '(none)'} is not allowed: the dev server answers loopback names and the hosts it is configured with (allowedHosts, publicUrl, siteOrigins, devOrigins).`,
    { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } },
  );
}
