import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { AccessTokens } from "./auth/accessTokens";
import type { ServerConfig } from "./config";
import { recordBoot } from "./db/appMeta";
import { type DatabaseHandle, openDatabase } from "./db/database";
import { auditRetention } from "./features/admin/auditRetention";
import { applySuperAdminEmails } from "./features/admin/superAdmins";
import { createBankAggregators } from "./features/bankLinking/bankAggregators";
import { bankWebhookSync, syncCompanyConnectionsWith } from "./features/bankLinking/bankWebhooks";
import { linkSessionCleanUp } from "./features/bankLinking/linkSessionCleanUp";
import { dailyEcbRatesFetch } from "./features/currencies/ecbLoad";
import { type DemoCredential, seedDemoData } from "./features/demo/seedDemoData";
import { createOAuthService } from "./features/oauth/oauthService";
import { createPartnerAdapters } from "./features/partners/partnerAdapters";
import { nightlyPartnerSync } from "./features/partners/partnerSync";
import { weeklyPortfolioDigest } from "./features/portfolio/weeklyDigest";
import { BoundCompanyQueue } from "./jobs/companyQueue";
import { DEFAULT_SCHEDULED_HOOKS, nightlyBankSync, trialExpiries } from "./jobs/companyTasks";
import { failInterruptedJobs } from "./jobs/jobs";
import { interruptedJobsSweep, nightlyCleanUp, startScheduler } from "./jobs/scheduler";
import { createLogger } from "./logging/logger";
import { createMailer } from "./mail/mailer";
import type { Services } from "./services";

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  services: Services;
  /** Base URL the server listens on, e.g. http://127.0.0.1:3000. */
  url: string;
  bootCount: number;
  /** The demo accounts created at this start (empty database and seedDemo), else null. */
  demoCredentials: DemoCredential[] | null;
  stop(): Promise<void>;
}

/** Opens the database, migrates it, and listens. Used by `npm start`, `npm run dev` and the tests. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const log = createLogger(config.logLevel);
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    // PostgreSQL restarted or unreachable: requests meanwhile are answered 503 (errorHandler).
    onConnectionError: (error) => log.warn({ err: error }, "database connection lost"),
  });
  await database.migrate();
  const bootCount = await recordBoot(database.db);
  // Jobs a previous run left `running` are failed before any poll can see them (issue 7); on PostgreSQL,
  // shared by instances, those of an instance that stopped are found again while this one runs.
  await failInterruptedJobs(database);
  // SUPERADMIN_EMAILS: the existing accounts it names become SuperAdmins (each promotion audited).
  await applySuperAdminEmails(database.db, config.superAdminEmails);
  const demoCredentials = config.seedDemo ? await seedDemoData(database.db) : null;
  // Bound to the scheduler's runner once it starts (below); what is queued before waits for it.
  const queue = new BoundCompanyQueue(log);
  const services: Services = {
    database,
    db: database.db,
    config,
    tokens: await AccessTokens.load(database.db, config.jwtSecret),
    mailer: createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, log }),
    oauth: await createOAuthService(database, config),
    log,
    banks: createBankAggregators(config.bank, { keySeed: config.databaseUrl ?? config.dataDir, log }),
    partners: createPartnerAdapters(config.partners, { keySeed: config.databaseUrl ?? config.dataDir, log }),
    queue,
  };
  const app = await buildApp({
    services,
    webDistDir: config.webDistDir,
    trustProxy: config.trustProxy,
  });
  await app.listen({ port: config.port, host: config.host });
  // Scheduled work, run once per period whichever instances share the database (jobs/scheduler.ts):
  // a pg-boss queue on PostgreSQL, the embedded timer on PGlite.
  const hooks = {
    ...DEFAULT_SCHEDULED_HOOKS,
    // The aggregators' nightly sync (issue 21), when one is configured or the sandbox runs.
    ...(services.banks.adapters.length > 0
      ? { syncCompanyConnections: syncCompanyConnectionsWith(services) }
      : {}),
    ...config.scheduledHooks,
  };
  const stopScheduler = await startScheduler(
    database,
    [
      ...(database.kind === "postgres" ? [interruptedJobsSweep] : []),
      nightlyCleanUp,
      auditRetention(config.auditRetentionDays),
      nightlyBankSync(hooks.syncCompanyConnections),
      linkSessionCleanUp,
      trialExpiries(hooks.expireTrial),
      nightlyPartnerSync(services),
      weeklyPortfolioDigest({ mailer: services.mailer, publicUrl: config.publicUrl }),
      ...(config.ecbRatesUrl ? [dailyEcbRatesFetch(config.ecbRatesUrl)] : []),
    ],
    log,
    {
      databaseUrl: config.databaseUrl ?? null,
      queue: config.schedulerQueue,
      queued: { tasks: services.banks.adapters.length > 0 ? [bankWebhookSync(services)] : [], queue },
    },
  );
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  return {
    app,
    database,
    services,
    url: `http://${host}:${port}`,
    bootCount,
    demoCredentials,
    async stop() {
      await stopScheduler();
      await app.close();
      await services.mailer.flush();
      await database.close();
    },
  };
}
