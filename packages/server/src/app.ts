import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { registerActivityRoutes } from "./activity/index.ts";
import {
  type AdsPlatform,
  choosePlatform,
  registerAdsRoutes,
  registerConnectionRoutes,
  registerLinkedAccountsRoutes,
  registerPixelRoutes,
  registerUploadedAudienceRoutes,
  registerUsageRoutes,
} from "./ads/index.ts";
import { registerAnalysisRoutes, registerCompetitorRoutes, registerKeywordRoutes } from "./analysis/index.ts";
import { registerAssistantRoutes } from "./assistant/index.ts";
import { registerAuthRoutes } from "./auth/index.ts";
import {
  type BillingProvider,
  cancelTeamBilling,
  chooseBillingProvider,
  registerBillingRoutes,
  registerInvoiceRoutes,
  registerLocalCheckoutRoutes,
  registerPremiumSubscriptionRoutes,
  registerStaffBillingRoutes,
  registerWebhookRoutes,
} from "./billing/index.ts";
import {
  registerAdRoutes,
  registerAdsetRoutes,
  registerAudiencePlanRoutes,
  registerCampaignRoutes,
  registerCreativeRoutes,
  registerMediaRoutes,
  registerResultsRoutes,
  registerSummaryPdfRoutes,
} from "./campaigns/index.ts";
import { registerClustersRoutes } from "./clusters/index.ts";
import { registerCommunityRoutes } from "./communities/index.ts";
import type { Config } from "./config.ts";
import { registerCreatorsRoutes, registerInfluencerRoutes } from "./creators/index.ts";
import type { Db } from "./db/database.ts";
import { lazySealedSecrets, loadSecretsKey } from "./db/sealed-secrets.ts";
import type { Deps } from "./deps.ts";
import { registerAppEventRoutes, registerClientErrorRoutes } from "./events/index.ts";
import { type ImageDownloaderOptions, registerImageDownloaderRoutes } from "./exports/index.ts";
import { answerClientError, frameworkErrors, registerErrorHandler } from "./http/error-handler.ts";
import { registerErrorHeaders } from "./http/error-headers.ts";
import { registerHealthRoute } from "./http/health-route.ts";
import { registerRequestMetrics } from "./http/metrics.ts";
import { registerMetricsRoute } from "./http/metrics-route.ts";
import { redactUrl } from "./http/redact-url.ts";
import { registerRejectNul } from "./http/reject-nul.ts";
import { registerSecurityHeaders, withSecurityHeaders } from "./http/security-headers.ts";
import { registerIconRoutes } from "./icons/index.ts";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "./mail/mailer.ts";
import { registerMaterialRoutes } from "./materials/index.ts";
import { registerMonitorRoutes } from "./monitors/index.ts";
import { registerOutboxRoutes } from "./outbox/index.ts";
import { registerE2eResetRoutes } from "./platform/index.ts";
import { registerPremiumListRoutes, registerPremiumRoutes, registerReferralRoutes } from "./premium/index.ts";
import { registerRequestRoutes } from "./requests/index.ts";
import { registerSocialRoutes } from "./social/index.ts";
import {
  registerAudienceBuilderRoutes,
  registerAudienceRoutes,
  registerAutopilotRoutes,
  registerCatalogueRoutes,
  registerGeoLocationRoutes,
  registerRelatedKeywordsRoutes,
  storeWordWidener,
} from "./targeting/index.ts";
import { registerTeamRoutes } from "./teams/index.ts";

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

export type BuildAppOptions = {
  config: Config;
  db: Db;
  mailer?: Mailer;
  now?: () => Date;
  logger?: boolean;
  /** what the image downloader may reach; tests alone set it (a loopback image server) */
  imageDownloader?: ImageDownloaderOptions;
  /** where the live X connector's lookups go (validate-handle); tests alone set it (a loopback replay server) */
  xApiBaseUrl?: string;
  /** the ad platform; the configured one (sandbox by default) unless a test gives its own */
  ads?: AdsPlatform;
  /** the payment provider; the configured one (local billing by default) unless a test gives its own */
  billing?: BillingProvider;
};

/** Builds the API server (tests use this with `app.inject`; main.ts also listens). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    // Request lines are logged without the one-time secrets of sign-in callbacks (codes, verifiers).
    logger: options.logger
      ? {
          level: config.logLevel,
          serializers: {
            req: (request) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
          },
        }
      : false,
    bodyLimit: 1024 * 1024,
    // Long path segments reach the params schema, which answers a readable 404 instead of a bare 414.
    routerOptions: { maxParamLength: 16_384 },
    // Behind a reverse proxy, request.ip (per-IP limits) is the client's only when the proxy is trusted.
    trustProxy: config.trustProxy,
    // Refusals before routing (bad percent-encoding) and by Node's HTTP parser answer with a detail too.
    frameworkErrors: withSecurityHeaders(frameworkErrors, config),
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerErrorHeaders(app);
  registerSecurityHeaders(app, config);
  registerRejectNul(app);
  registerRequestMetrics(app);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: { title: "XAudience API", version: "0.1.0", description: "Audience analysis and targeting for X." },
      components: { securitySchemes: { token: { type: "apiKey", in: "header", name: "Authorization" } } },
    },
    transform: jsonSchemaTransform,
  });

  const print = (line: string) => console.log(line);
  const mailer =
    options.mailer ??
    (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db, print));
  const now = options.now ?? (() => new Date());
  const secrets = lazySealedSecrets(() => loadSecretsKey(config));
  const ads = options.ads ?? choosePlatform({ db, config, now, secrets });
  const billing = options.billing ?? chooseBillingProvider({ db, config });
  const deps: Deps = { db, mailer, config, now, ads, secrets, billing };

  app.get("/api/schema/", { schema: { hide: true } }, async () => app.swagger());
  registerHealthRoute(app, db, mailer.kind);
  registerMetricsRoute(app, deps);
  registerAuthRoutes(app, deps);
  // Teams come before billing, so billing's part in deleting a team is handed to them here.
  registerTeamRoutes(app, deps, { beforeDelete: (team) => cancelTeamBilling(deps, team) });
  await registerSocialRoutes(app, deps);
  registerOutboxRoutes(app, deps);
  // Keyword queries are widened with the words people type, by the autopilot's lexical widening.
  const widen = storeWordWidener(deps.db.heavy);
  registerAnalysisRoutes(app, deps, widen);
  registerCommunityRoutes(app, deps);
  registerKeywordRoutes(app, deps);
  registerCompetitorRoutes(app, deps);
  registerClustersRoutes(app, deps, widen);
  registerAssistantRoutes(app, deps, undefined, widen);
  registerAutopilotRoutes(app, deps, options.xApiBaseUrl ? { xApiBaseUrl: options.xApiBaseUrl } : {});
  registerAudienceBuilderRoutes(app, deps);
  registerCreatorsRoutes(app, deps);
  registerInfluencerRoutes(app, deps);
  registerRelatedKeywordsRoutes(app, deps, widen);
  registerAudienceRoutes(app, deps);
  registerUsageRoutes(app, deps);
  registerCatalogueRoutes(app, deps);
  registerGeoLocationRoutes(app, deps);
  registerImageDownloaderRoutes(app, deps, options.imageDownloader);
  await registerUploadedAudienceRoutes(app, deps);
  registerAdsRoutes(app, deps);
  registerConnectionRoutes(app, deps);
  registerPixelRoutes(app, deps);
  registerLinkedAccountsRoutes(app, deps);
  registerCampaignRoutes(app, deps);
  registerAdsetRoutes(app, deps);
  await registerMediaRoutes(app, deps);
  registerCreativeRoutes(app, deps);
  registerAdRoutes(app, deps);
  registerAudiencePlanRoutes(app, deps);
  registerResultsRoutes(app, deps);
  registerSummaryPdfRoutes(app, deps);
  await registerMaterialRoutes(app, deps);
  registerRequestRoutes(app, deps);
  registerMonitorRoutes(app, deps);
  registerActivityRoutes(app, deps);
  registerAppEventRoutes(app, deps);
  registerClientErrorRoutes(app, deps);
  registerIconRoutes(app, deps);
  registerE2eResetRoutes(app, deps);
  registerBillingRoutes(app, deps);
  registerLocalCheckoutRoutes(app, deps);
  registerInvoiceRoutes(app, deps);
  registerStaffBillingRoutes(app, deps);
  registerPremiumSubscriptionRoutes(app, deps);
  registerPremiumRoutes(app, deps);
  registerPremiumListRoutes(app, deps);
  registerReferralRoutes(app, deps);
  await registerWebhookRoutes(app, deps);

  const webDist = config.webDist ?? DEFAULT_WEB_DIST;
  const hasWeb = fs.existsSync(path.join(webDist, "index.html"));
  if (hasWeb) await app.register(fastifyStatic, { root: webDist, wildcard: false });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url.startsWith("/api/") || url.startsWith("/rest-auth/") || request.method !== "GET") {
      return reply.status(404).send({ detail: "Not found." });
    }
    // The web app routes everything else on the client.
    if (hasWeb) return reply.type("text/html").sendFile("index.html");
    return reply.status(404).type("text/plain").send("The web app is not built yet: run `npm run build`.");
  });
  return app;
}
