/**
 * Cross-site post check, for the API and the /contact action alike. A browser's Origin header
 * names the site whose page sent the request. Absent (non-browser clients, older same-origin
 * form posts) is allowed; otherwise it must be one of the hosts the request was addressed to
 * (its `Host`) or one of `allowedOrigins` ("https://dresdentax.com").
 * `Origin: null` (sandboxed frames, privacy redirects) is refused.
 */
export function isAllowedOrigin(
  origin: string | null | undefined,
  ownHosts: readonly string[],
  allowedOrigins: readonly string[] = [],
): boolean {
  if (origin === undefined || origin === null) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (allowedOrigins.some((allowed) => allowed.toLowerCase() === parsed.origin.toLowerCase())) return true;
  return ownHosts.some((host) => {
    try {
      // Re-parsing the host with the origin's scheme drops default ports (":443", ":80") on both sides.
      return new URL(`${parsed.protocol}//${host}`).host === parsed.host;
    } catch {
      return false;
    }
  });
}
