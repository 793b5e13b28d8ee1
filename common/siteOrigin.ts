/**
 * The origin of a language's pages, the same rule for the server's sitemaps and the storefront's canonical and
 * hreflang links: the area's primary domain for that language (with the base URL's scheme), unless it is the base
 * URL's own host or a local name ('localhost', loopback addresses) — then the base URL's origin. The base is
 * PUBLIC_URL on the server and the page's own origin in the browser; a request's Host header never decides.
 */

/** Names that only reach this machine: never an origin for search engines. */
export function isLocalHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '[::1]' || host === '0.0.0.0';
}

const HOST_NAME = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/;

/** A bare host name ('Shop.Example.' → 'shop.example'; a port is dropped), or null for anything that is not one. */
export function plainHost(domain: string): string | null {
  let host = domain.trim().toLowerCase();
  if (!host.startsWith('[') && host.split(':').length === 2) host = host.split(':')[0] ?? '';
  host = host.replace(/\.$/, '');
  return HOST_NAME.test(host) ? host : null;
}

/** The origin for a language whose primary domain is `primaryDomain` (null: none), given the base URL. */
export function languageOrigin(base: string, primaryDomain: string | null | undefined): string {
  const url = new URL(base);
  const host = primaryDomain ? plainHost(primaryDomain) : null;
  return host === null || host === url.hostname || isLocalHost(host) ? url.origin : `${url.protocol}//${host}`;
}

/** The primary domain of `language` among an area's domains. */
export function primaryDomainOf(
  domains: readonly { domain: string; language: string; isPrimary: boolean }[],
  language: string,
): string | null {
  return domains.find((d) => d.isPrimary && d.language === language)?.domain ?? null;
}
