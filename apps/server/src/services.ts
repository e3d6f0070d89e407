import type { FastifyBaseLogger } from "fastify";
import type { AccessTokens } from "./auth/accessTokens";
import type { ServerConfig } from "./config";
import type { Database, DatabaseHandle } from "./db/database";
import type { BankAggregators } from "./features/bankLinking/bankAggregators";
import type { OAuthService } from "./features/oauth/oauthService";
import type { PartnerAdapters } from "./features/partners/partnerAdapters";
import type { CompanyQueue } from "./jobs/companyQueue";
import type { Mailer } from "./mail/mailer";

/** What handlers use: the database, the configuration, the token signer, the mailer and the logger. */
export interface Services {
  database: DatabaseHandle;
  db: Database;
  config: ServerConfig;
  tokens: AccessTokens;
  mailer: Mailer;
  /** The OAuth provider of the authentication host (features/oauth). */
  oauth: OAuthService;
  /** The server's logger (logging/logger.ts); a request's own is `request.log`. */
  log: FastifyBaseLogger;
  /** The bank aggregators (issue 21: Bridge or the sandbox) and the cipher of their users' tokens. */
  banks: BankAggregators;
  /** The partners' integration adapters (issue 23: Pennylane, the sandbox partner) and their tokens' cipher. */
  partners: PartnerAdapters;
  /** Work queued per company on demand (a bank webhook's sync), run by the scheduler's runner. */
  queue: CompanyQueue;
}
