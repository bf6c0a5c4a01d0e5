/** Developer links (the dev outbox) show in development builds, on local host names, or when asked for. */
export function showDevLinks(hostname: string = window.location.hostname): boolean {
  if (import.meta.env.DEV || import.meta.env.VITE_SHOW_DEV_LINKS === "true") return true;
  return ["localhost", "127.0.0.1", "[::1]"].includes(hostname) || hostname.endsWith(".localhost");
}
