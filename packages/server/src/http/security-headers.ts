import type { FastifyInstance, FastifyReply, FastifyServerOptions } from "fastify";
import type { Config } from "../config.ts";

/**
 * The Content-Security-Policy the built web app runs under: its own scripts only (the built
 * index.html has no inline script); inline styles, which Mantine and ECharts write; avatars from
 * any https host; data: and blob: URLs, which PNG export (html-to-image) draws through and fetches
 * images with; no plugins, no <base>, and no framing by anyone.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' https: data: blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** True for the API's own paths, whose answers are per caller and may carry a token. */
const isApiPath = (url: string) => url.startsWith("/api/") || url.startsWith("/rest-auth/");

/** The headers every response carries. */
export function securityHeaders(config: Pick<Config, "publicUrl">): Record<string, string> {
  const headers: Record<string, string> = {
    "content-security-policy": CONTENT_SECURITY_POLICY,
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
  };
  // Only a site served over https can ask browsers to keep to https.
  if (config.publicUrl.startsWith("https://")) headers["strict-transport-security"] = "max-age=31536000";
  return headers;
}

/**
 * Sets the security headers on a reply. API answers are never stored by a browser or a proxy
 * (Cache-Control: no-store): sign-in, /api/user/me/ and others carry the session token.
 */
function applyHeaders(headers: Record<string, string>, url: string, reply: FastifyReply): void {
  reply.headers(headers);
  if (isApiPath(url) && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
}

/** Security headers on every response: API, static files, index.html, 404s and errors. */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, "publicUrl">): void {
  const headers = securityHeaders(config);
  app.addHook("onSend", async (request, reply, payload) => {
    applyHeaders(headers, request.url, reply);
    return payload;
  });
}

/** Fastify's frameworkErrors handler with the security headers: refusals before routing run no hook. */
export function withSecurityHeaders(
  handler: NonNullable<FastifyServerOptions["frameworkErrors"]>,
  config: Pick<Config, "publicUrl">,
): NonNullable<FastifyServerOptions["frameworkErrors"]> {
  const headers = securityHeaders(config);
  return (error, request, reply) => {
    applyHeaders(headers, request.url, reply as FastifyReply);
    return handler(error, request, reply);
  };
}
