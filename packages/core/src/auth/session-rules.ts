/** Session idle timeout. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** Name of the HttpOnly session cookie and of the CSRF header that must echo the token. */
export const SESSION_COOKIE = "sessionid";
export const CSRF_HEADER = "x-csrftoken";
