import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import {
  bankConnections,
  companyIdColumn,
  companyReference,
  createdAt,
  updatedAt,
  userReference,
} from "../schema";

/**
 * Bank connections through an aggregator (issue 21, features/bankLinking): the company's user at each
 * aggregator with its access token (encrypted at rest, never in clear), and the connect sessions whose
 * state the return to /callback must show. The connections, accounts and transactions themselves carry
 * the aggregator's ids (provider_item_id, provider_account_id, provider_transaction_id in ../schema.ts).
 */

/**
 * The company's user at an aggregator (Bridge's user: one per company, whose items are the company's
 * linked connections), and its current access token, AES-256-GCM encrypted with BANK_TOKEN_KEY
 * (features/bankLinking/tokenCipher.ts): a copy of the database alone reads no bank data.
 */
export const bankAggregatorUsers = pgTable(
  "bank_aggregator_users",
  {
    companyId: companyIdColumn(),
    aggregator: text("aggregator").notNull(),
    /** The aggregator's id of the user (Bridge's uuid): not a secret. */
    providerUserId: text("provider_user_id").notNull(),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url), or null before the first token. */
    encryptedToken: text("encrypted_token"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.aggregator] })],
);

/**
 * A connect session started by getRedirectUrl or getModifyUrl: its random `id` is the state the hosted
 * page carries back to /callback (the context parameter), good once, for an hour, for this company and
 * user. `connection_id` is set for a repair.
 */
export const bankLinkSessions = pgTable(
  "bank_link_sessions",
  {
    id: text("id").notNull(),
    companyId: companyIdColumn(),
    userId: userReference("user_id"),
    aggregator: text("aggregator").notNull(),
    connectionId: integer("connection_id"),
    createdAt: createdAt(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index("bank_link_sessions_company_idx").on(table.companyId, table.createdAt),
    companyReference(
      "bank_link_sessions_connection_fk",
      table,
      table.connectionId,
      bankConnections,
      "cascade",
    ),
  ],
);
