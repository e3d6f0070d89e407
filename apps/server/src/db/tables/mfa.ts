import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, idColumn, users } from "../schema";

/**
 * The second factor (issue 23): a user's authenticator-app secret, kept encrypted (AES-256-GCM, key
 * MFA_ENCRYPTION_KEY; features/mfa/secretBox.ts). `confirmedAt` null: an enrolment shown but not yet
 * confirmed with a code, which protects nothing. `lastUsedStep` is the last 30-second step whose code
 * was accepted: a code is used once.
 */
export const userTotp = pgTable("user_totp", {
  userId: belongsTo("user_id", () => users.id).primaryKey(),
  secretEncrypted: text("secret_encrypted").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastUsedStep: integer("last_used_step"),
  createdAt: createdAt(),
});

/** Recovery codes (spec 001 §7.7 getPuk / checkPuk): argon2id hashes, each used once. */
export const userRecoveryCodes = pgTable(
  "user_recovery_codes",
  {
    id: idColumn(),
    userId: belongsTo("user_id", () => users.id),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("user_recovery_codes_user_idx").on(table.userId)],
);

/**
 * An OpenID Connect sign-in under way (features/oidc): the state sent to the provider (its SHA-256),
 * and the nonce and PKCE verifier to check its answer with. Used once, within 10 minutes.
 */
export const oidcLoginStates = pgTable(
  "oidc_login_states",
  {
    id: idColumn(),
    stateHash: text("state_hash").notNull(),
    provider: text("provider").notNull(),
    mode: text("mode").notNull(),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("oidc_login_states_state_idx").on(table.stateHash),
    index("oidc_login_states_expiry_idx").on(table.expiresAt),
  ],
);
