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
};

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
  };
}
