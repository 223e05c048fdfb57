/**
 * A Ghost Admin API token: a JWT signed with the Admin key's secret (HS256, audience /admin/, valid 5
 * minutes), as Ghost's docs describe. No imports beyond node:crypto, so the test tools that seed a
 * Ghost (tests/support/ghost/) use this same function.
 */
import { createHmac } from "node:crypto";

export function ghostAdminToken(id: string, secretHex: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const unsigned = `${encode({ alg: "HS256", typ: "JWT", kid: id })}.${encode({ iat: nowSeconds, exp: nowSeconds + 5 * 60, aud: "/admin/" })}`;
  const signature = createHmac("sha256", Buffer.from(secretHex, "hex")).update(unsigned).digest("base64url");
  return `${unsigned}.${signature}`;
}
