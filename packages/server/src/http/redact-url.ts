/** Query parameters that carry one-time secrets of a sign-in (OAuth codes, verifiers, request tokens, states). */
const SECRET_PARAMS = new Set(["code", "state", "oauth_token", "oauth_verifier", "token", "code_challenge"]);

/** The URL as logs may keep it: the secrets of a sign-in's callback parameters replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const name of [...params.keys()]) {
    if (SECRET_PARAMS.has(name.toLowerCase())) {
      params.set(name, "[redacted]");
      changed = true;
    }
  }
  return changed ? `${url.slice(0, at)}?${params.toString()}` : url;
}
