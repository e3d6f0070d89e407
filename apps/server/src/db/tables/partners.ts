import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { companyPrimaryKey, companyScopedRow, createdAt, userReference } from "../schema";

/**
 * Partner integrations (issue 23, spec 000 §3 "Partner integration": partner_id, partner_integration_id,
 * partner_name; features/partners/README.md). The partners themselves are a registry in code
 * (@trezo/domain PARTNERS), not rows: both tables name a partner by its registry name.
 */

/**
 * A company's connection to an invoicing or accounting tool: the API token the company gave (encrypted at
 * rest, never answered by any call), which account of the partner it opens, and how the last
 * synchronisation went. One per partner and company.
 */
export const partnerIntegrations = pgTable(
  "partner_integrations",
  {
    ...companyScopedRow(),
    partnerName: text("partner_name").notNull(),
    /** The partner's account the token opens (its company name, as the partner says it). */
    accountLabel: text("account_label").notNull(),
    /** The partner's id of that account. */
    accountRef: text("account_ref").notNull(),
    /** The API token, sealed with the partners' key (features/partners/partnerCredentials.ts). */
    sealedToken: text("sealed_token").notNull(),
    status: text("status", { enum: ["active", "failing"] })
      .notNull()
      .default("active"),
    lastSyncAt: timestamp("last_sync_at", { withTimezone: true }),
    /** The partner's answer when the last synchronisation failed (no secret: a code and a status). */
    lastSyncError: text("last_sync_error"),
    importedInvoices: integer("imported_invoices").notNull().default(0),
    createdBy: userReference("created_by"),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    uniqueIndex("partner_integrations_company_partner_unique").on(table.companyId, table.partnerName),
  ],
);

/**
 * The API keys partners call Trezo with for one company (partner/authenticate). Only a SHA-256 of the key
 * is kept (a key is 256 random bits: no dictionary to fear), with its first characters to tell keys apart;
 * the key itself is shown once. The key names its company (`trzpk_<companyId>_…`), so that it is found
 * on the company's shard. A revoked key stays listed, refused.
 */
export const partnerApiKeys = pgTable(
  "partner_api_keys",
  {
    ...companyScopedRow(),
    partnerName: text("partner_name").notNull(),
    keyHash: text("key_hash").notNull(),
    /** The key's first characters after its prefix, shown in lists. */
    hint: text("hint").notNull(),
    /** The OAuth scopes the key acts with (company:read, company:write). */
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    createdBy: userReference("created_by"),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    companyPrimaryKey(table),
    uniqueIndex("partner_api_keys_company_hash_unique").on(table.companyId, table.keyHash),
  ],
);
