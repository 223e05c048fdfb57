/**
 * What the site takes from the headers a reverse proxy adds (TRUST_PROXY hops in front).
 *
 * Express, told to trust a proxy, reads the *leftmost* X-Forwarded-Host and X-Forwarded-Proto: the
 * values the visitor sent, when a proxy appends its own to whatever came in. A visitor could then
 * pick the brand (`X-Forwarded-Host: browncoconsulting.com` on dresdentax.com) or drop HSTS
 * (`X-Forwarded-Proto: http`) in a page a CDN keyed on the real host would keep and show everyone.
 * So, for this app only:
 *  - the host is always the `Host` header, which proxies pass on (Caddy does by default; nginx with
 *    `proxy_set_header Host $host`), never X-Forwarded-Host;
 *  - HTTPS is TLS on the socket itself, or, with TRUST_PROXY set, the *rightmost* X-Forwarded-Proto
 *    value, the one the proxy next to the site wrote, when it is exactly `https`.
 * The client address (X-Forwarded-For) is left to Express: it already counts TRUST_PROXY hops from
 * the right.
 */
import type { TLSSocket } from "node:tls";
import type { Express, Request } from "express";

/** The rightmost value of a comma-separated forwarding header, lower-cased; "" when absent. */
export function rightmostValue(header: string | undefined): string {
  if (!header) return "";
  return header.slice(header.lastIndexOf(",") + 1).trim().toLowerCase();
}

export function trustOwnProxyOnly(app: Express, trustProxy: number): void {
  Object.defineProperties(app.request, {
    host: {
      configurable: true,
      enumerable: true,
      get(this: Request): string | undefined {
        return this.get("host");
      },
    },
    protocol: {
      configurable: true,
      enumerable: true,
      get(this: Request): "https" | "http" {
        if ((this.socket as Partial<TLSSocket>).encrypted) return "https";
        if (trustProxy === 0) return "http";
        return rightmostValue(this.get("x-forwarded-proto")) === "https" ? "https" : "http";
      },
    },
  });
}
