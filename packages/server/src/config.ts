import path from "node:path";

/** Server configuration, read once from the environment. */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  production: boolean;
  staffEmails: string[];
  webDist: string | undefined;
  logLevel: string;
  /** X API v2 bearer token: the live X connector is off without it */
  xBearerToken: string | undefined;
  /** Sign-in codes allowed per address and per client IP in each window (abuse limits). */
  signinLimits: { perAddress: number; perIp: number; windowMs: number };
  /** Fastify's trustProxy: whose X-Forwarded-For gives the client IP (false: nobody's; or a list of proxies). */
  trustProxy: boolean | string;
};

/** The sign-in code limits, unless SIGNIN_CODES_PER_ADDRESS / SIGNIN_CODES_PER_IP say otherwise. */
export const SIGNIN_LIMIT_DEFAULTS = { perAddress: 5, perIp: 20, windowMs: 15 * 60_000 } as const;

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, not "${raw}"`);
  return n;
}

function trustProxy(raw: string | undefined): boolean | string {
  if (!raw || raw === "false") return false;
  return raw === "true" ? true : raw;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR ?? "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "XAudience <no-reply@localhost>",
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    production: env.NODE_ENV === "production",
    staffEmails: (env.STAFF_EMAILS ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    webDist: env.WEB_DIST,
    logLevel: env.LOG_LEVEL ?? "warn",
    xBearerToken: env.X_BEARER_TOKEN || undefined,
    signinLimits: {
      perAddress: positiveInt(env, "SIGNIN_CODES_PER_ADDRESS", SIGNIN_LIMIT_DEFAULTS.perAddress),
      perIp: positiveInt(env, "SIGNIN_CODES_PER_IP", SIGNIN_LIMIT_DEFAULTS.perIp),
      windowMs: SIGNIN_LIMIT_DEFAULTS.windowMs,
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
  };
}
