import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  type PgTableExtraConfigValue,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The whole database. Company-scoped tables all carry `company_id` (DESIGN §3) and are Citus-ready
 * (issue 24): their primary key and unique constraints start with `company_id`, and their links to other
 * company-scoped tables are composite `(company_id, x_id) → (company_id, id)`, so that a company's rows
 * can live on one shard and every join between them stays on it. The tables that belong to no company
 * are listed, with the reason, in `tenancy.ts`; `tenancy.test.ts` reads the live schema and holds every
 * table to these rules. Money is bigint cents plus an ISO 4217 currency; business dates are `date`;
 * instants are timestamptz.
 */

/** The row's own number. */
export const idColumn = () => serial("id").primaryKey();

/**
 * A required link to the row this one belongs to (its company, account, category, scenario...): the row
 * is deleted with it.
 */
export const belongsTo = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: "cascade" });

/** The user who created or wrote the row, if any: kept (as null) when that user is removed. */
export const userReference = (name: string) =>
  integer(name).references((): AnyPgColumn => users.id, { onDelete: "set null" });

/** When the row was created; every table that records events carries it. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * The owning company of a company-scoped row (DESIGN §3 tenancy): required, and deleted with the company.
 * Every feature table uses it, so the tenancy column is written once.
 */
export const companyIdColumn = () => belongsTo("company_id", () => companies.id);

/** When the row was last changed. */
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * The first columns of a company-scoped row: its own number and its company. The primary key is
 * `(company_id, id)`: declare it with `companyPrimaryKey(table)` in the table's extra configuration.
 */
export const companyScopedRow = () => ({ id: serial("id").notNull(), companyId: companyIdColumn() });

/** The primary key `(company_id, id)` of a company-scoped row (Citus: the distribution column first). */
export const companyPrimaryKey = (table: { companyId: AnyPgColumn; id: AnyPgColumn }) =>
  primaryKey({ columns: [table.companyId, table.id] });

/** The columns a company-scoped table is linked by: its company and its own key. */
interface CompanyScopedTarget {
  companyId: AnyPgColumn;
  id: AnyPgColumn;
}

/**
 * A link from a company-scoped row to another row of the same company: the composite foreign key
 * `(company_id, <column>) → target (company_id, id)`, so that the two rows are on the same shard.
 * `onDelete` is what happens to this row when the target goes: `cascade` (deleted with it) or
 * `no action`: a nullable link that the feature query module deleting the target empties itself, in the
 * same transaction and filtered by company. Never `SET NULL (<column>)`: Citus refuses it on a key that
 * holds the distribution column (citusdata/citus#7132), and the drift test (tenancy.ts) refuses it too.
 * `name` is the constraint's name (PostgreSQL keeps 63 characters).
 */
export const companyReference = (
  name: string,
  table: { companyId: AnyPgColumn },
  column: AnyPgColumn,
  target: CompanyScopedTarget,
  onDelete: "cascade" | "no action",
) =>
  foreignKey({
    name,
    columns: [table.companyId, column],
    foreignColumns: [target.companyId, target.id],
  }).onDelete(onDelete);

/** When the row was created and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** Facts about this installation that belong to no company: boot counter, signing secret, terms of use. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

/** A person who signs in. `role` is 'User' or 'SuperAdmin' (support administrators). */
export const users = pgTable("users", {
  id: idColumn(),
  /** Stored lower-cased; unique. */
  email: text("email").notNull().unique(),
  /** argon2id; null for an account created by invitation that was never finished. */
  passwordHash: text("password_hash"),
  role: text("role").notNull().default("User"),
  isActive: boolean("is_active").notNull().default(true),
  emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
  signupFinished: boolean("signup_finished").notNull().default(false),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  telephone: text("telephone").notNull().default(""),
  locale: text("locale").notNull().default("fr-FR"),
  blurredBalance: boolean("blurred_balance").notNull().default(false),
  uiPreferences: jsonb("ui_preferences").notNull().default({}),
  salesVisibility: boolean("sales_visibility").notNull().default(false),
  touVersionAccepted: integer("tou_version_accepted"),
  /** When the user agreed that their contact details go with the CRM's sales events; null: they did not. */
  crmConsentAt: timestamp("crm_consent_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** A company, or an accounting firm (is_cpa) whose client companies point at it through parent_id. */
export const companies = pgTable(
  "companies",
  {
    id: idColumn(),
    name: text("name").notNull(),
    /** 14 digits; unique among companies that have one. */
    siret: char("siret", { length: 14 }),
    parentId: integer("parent_id").references((): AnyPgColumn => companies.id, { onDelete: "set null" }),
    ownerId: userReference("owner_id"),
    isCpa: boolean("is_cpa").notNull().default(false),
    isDemo: boolean("is_demo").notNull().default(false),
    isStandalone: boolean("is_standalone").notNull().default(true),
    isActive: boolean("is_active").notNull().default(true),
    isTrial: boolean("is_trial").notNull().default(true),
    trialEnd: date("trial_end", { mode: "string" }),
    analyticsAllowed: boolean("analytics_allowed").notNull().default(false),
    invoicesAllowed: boolean("invoices_allowed").notNull().default(false),
    checksAllowed: boolean("checks_allowed").notNull().default(false),
    forecastEnabled: boolean("forecast_enabled").notNull().default(true),
    /** An accounting firm's choice (its owner's): its staff must sign in with a second factor (issue 23). */
    mfaRequired: boolean("mfa_required").notNull().default(false),
    forecastVersion: integer("forecast_version").notNull().default(1),
    defaultCurrency: char("default_currency", { length: 3 }).notNull().default("EUR"),
    maxConnections: integer("max_connections").notNull().default(3),
    maxCategoryDepth: integer("max_category_depth").notNull().default(4),
    availableDepthPlans: integer("available_depth_plans").notNull().default(1),
    incurredProgressBarsEnabled: boolean("incurred_progress_bars_enabled").notNull().default(false),
    maxEngagedObjectiveEnabled: boolean("max_engaged_objective_enabled").notNull().default(false),
    partnerIntegrationVisibility: boolean("partner_integration_visibility").notNull().default(false),
    gsheet: boolean("gsheet").notNull().default(false),
    /** The spreadsheet tab the gsheet export writes to (setGsheetTab); null: the export's default tab. */
    gsheetTab: text("gsheet_tab"),
    /** Scenario backups allowed (setBackup); an administrator may switch them off for a company. */
    backupEnabled: boolean("backup_enabled").notNull().default(true),
    /** Custom permissions granted by an administrator whatever the plan (setCustomPermissions). */
    customPermissionsGranted: boolean("custom_permissions_granted").notNull().default(false),
    /** Settings an administrator keeps for the company (updateCompanyConfig): flat keys and values. */
    configuration: jsonb("configuration").notNull().default({}),
    /** The company's tag-manager container (GTM-…), loaded only after a visitor's consent. */
    tagManagerId: text("tag_manager_id"),
    adminInformation: jsonb("admin_information").notNull().default({}),
    onboardingCustomizationId: text("onboarding_customization_id"),
    /** An accounting firm's console alert thresholds (AlertSettings; null: the defaults). */
    consoleAlertSettings: jsonb("console_alert_settings"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("companies_siret_unique").on(table.siret).where(sql`${table.siret} is not null`),
    index("companies_parent_idx").on(table.parentId),
    index("companies_owner_idx").on(table.ownerId),
  ],
);

/** A named set of permission flags inside a company. */
export const permissionGroups = pgTable(
  "permission_groups",
  {
    ...companyScopedRow(),
    name: text("name").notNull(),
    permissions: jsonb("permissions").notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [companyPrimaryKey(table), index("permission_groups_company_idx").on(table.companyId)],
);

/**
 * A user's place in a company. The owner holds every flag; another member holds its group's flags, or
 * its own custom flags when it has no group; an inactive member holds none.
 */
export const companyUsers = pgTable(
  "company_users",
  {
    companyId: companyIdColumn(),
    userId: belongsTo("user_id", () => users.id),
    isOwner: boolean("is_owner").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    groupId: integer("group_id"),
    permissions: jsonb("permissions").notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    index("company_users_user_idx").on(table.userId),
    companyReference("company_users_group_fk", table, table.groupId, permissionGroups, "no action"),
  ],
);

/** An invitation to join a company, sent by email. Only the token's SHA-256 is stored. */
export const invitations = pgTable(
  "invitations",
  {
    ...companyScopedRow(),
    email: text("email").notNull(),
    /**
     * Unique within the company (Citus: every unique constraint holds the distribution column); the
     * link's token is 256 random bits, found through `invitations_token_idx` by whoever opens it.
     */
    tokenHash: text("token_hash").notNull(),
    invitedBy: userReference("invited_by"),
    groupId: integer("group_id"),
    permissions: jsonb("permissions").notNull().default({}),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    index("invitations_company_idx").on(table.companyId),
    uniqueIndex("invitations_company_token_unique").on(table.companyId, table.tokenHash),
    index("invitations_token_idx").on(table.tokenHash),
    companyReference("invitations_group_fk", table, table.groupId, permissionGroups, "no action"),
  ],
);

/** Single-use mailed tokens (email confirmation, password recovery). Only the SHA-256 is stored. */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: idColumn(),
    userId: belongsTo("user_id", () => users.id),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("user_tokens_user_idx").on(table.userId, table.purpose)],
);

/**
 * Failed sign-ins and recovery requests for the progressive lockout, kept in the database (no process
 * state: every instance sees the same counts). `key` names what is counted: an address from one client
 * address, or a client address over every address (see features/session/loginLockout).
 */
export const authThrottle = pgTable("auth_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * A signed-in session: every access token names one (`sid`), and a token works only while its row is
 * here. Logout deletes the row; a password change, a recovery and a deactivation delete every row of the
 * user. Read with the user row, in the one query that authenticates a request.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/** Who did what that matters: sign-ins, impersonations, permission and state changes. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: idColumn(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    action: text("action").notNull(),
    actorUserId: integer("actor_user_id"),
    subjectUserId: integer("subject_user_id"),
    companyId: integer("company_id"),
    ip: text("ip"),
    details: jsonb("details").notNull().default({}),
  },
  (table) => [
    index("audit_log_company_idx").on(table.companyId, table.at),
    index("audit_log_actor_idx").on(table.actorUserId, table.at),
    index("audit_log_subject_idx").on(table.subjectUserId, table.at),
  ],
);

/** Errors reported by browsers (spec 001 §7.1). */
export const clientLogs = pgTable("client_logs", {
  id: idColumn(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  companyId: integer("company_id"),
  userId: integer("user_id"),
  kind: text("kind").notNull(),
  message: text("message").notNull(),
  url: text("url"),
  stack: text("stack"),
});

/** Route-named page events (spec 001 §7.12). */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: idColumn(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id"),
    companyId: integer("company_id"),
    route: text("route").notNull(),
  },
  (table) => [index("analytics_events_company_idx").on(table.companyId, table.at)],
);

/** The markdown banner shown on some routes (spec 000 §2). */
export const inAppMessages = pgTable("in_app_messages", {
  id: idColumn(),
  body: text("body").notNull(),
  routes: jsonb("routes").notNull().default([]),
  isActive: boolean("is_active").notNull().default(true),
  createdBy: integer("created_by"),
  createdAt: createdAt(),
});

/** Who dismissed which in-app message (issue 19: is_shown per user, not per message). */
export const inAppMessageDismissals = pgTable(
  "in_app_message_dismissals",
  {
    messageId: integer("message_id")
      .notNull()
      .references(() => inAppMessages.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.userId] })],
);

/** A company's branding (spec 000 §3). One per company. */
export const brandings = pgTable(
  "brandings",
  {
    id: serial("id").notNull(),
    companyId: integer("company_id")
      .notNull()
      .unique()
      .references(() => companies.id, { onDelete: "cascade" }),
    appHeaderBgColor: text("app_header_bg_color"),
    menuTextColor: text("menu_text_color"),
    menuActiveTextColor: text("menu_active_text_color"),
    appLogo: text("app_logo"),
    appIcon: text("app_icon"),
    consentIcon: text("consent_icon"),
    contentKey: text("content_key"),
    updatedAt: updatedAt(),
  },
  (table) => [companyPrimaryKey(table)],
);

/**
 * A bank connection (spec 000 §3): an aggregator link or a manual connection. `state` holds status,
 * provider_code and the per-product action flags. Issue 7 extends it.
 */
export const bankConnections = pgTable(
  "bank_connections",
  {
    ...companyScopedRow(),
    name: text("name").notNull(),
    customName: text("custom_name"),
    type: text("type").notNull().default("manual"),
    aggregator: text("aggregator"),
    state: jsonb("state").notNull().default({ status: "working", provider_code: "active" }),
    archived: boolean("archived").notNull().default(false),
    lastUpdate: timestamp("last_update", { withTimezone: true }),
    /** Issue 21: the aggregator's id of the link (Bridge's item id); null for a manual connection. */
    providerItemId: text("provider_item_id"),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    index("bank_connections_company_idx").on(table.companyId),
    // A signed webhook names the item only: it finds its connection through this index.
    index("bank_connections_provider_item_idx")
      .on(table.aggregator, table.providerItemId)
      .where(sql`${table.providerItemId} is not null`),
  ],
);

/** A bank account of a connection. Balance in cents of its currency. */
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    ...companyScopedRow(),
    connectionId: integer("connection_id").notNull(),
    name: text("name").notNull(),
    customName: text("custom_name"),
    balanceCents: bigint("balance_cents", { mode: "bigint" }).notNull().default(sql`0`),
    currency: char("currency", { length: 3 }).notNull().default("EUR"),
    iban: text("iban"),
    bic: text("bic"),
    pinned: boolean("pinned").notNull().default(false),
    /** Counted in the dashboard balance. */
    included: boolean("included").notNull().default(true),
    /** Issue 21: the aggregator's id of the account (getBankAccount's `code`); null for a manual one. */
    providerAccountId: text("provider_account_id"),
    /** The aggregator's `updated_at` of the last change read: the next sync asks what changed since. */
    syncedUntil: text("synced_until"),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    index("bank_accounts_company_idx").on(table.companyId),
    index("bank_accounts_connection_idx").on(table.connectionId),
    uniqueIndex("bank_accounts_provider_unique")
      .on(table.companyId, table.connectionId, table.providerAccountId)
      .where(sql`${table.providerAccountId} is not null`),
    companyReference("bank_accounts_connection_fk", table, table.connectionId, bankConnections, "cascade"),
  ],
);

/**
 * A category of the company's tree (DESIGN §6): top level is income or expense; depth is capped by the
 * company's maxCategoryDepth.
 */
export const categories = pgTable(
  "categories",
  {
    ...companyScopedRow(),
    parentId: integer("parent_id"),
    name: text("name").notNull(),
    /** 'income' or 'expense', inherited from the top-level category. */
    direction: text("direction").notNull(),
    position: integer("position").notNull().default(0),
    forecastEnabled: boolean("forecast_enabled").notNull().default(true),
    notIncludeInIncomeOrExpense: boolean("not_include_in_income_or_expense").notNull().default(false),
    /** A flow between companies of a group (issue 16): eliminated when their dashboards are consolidated. */
    intercompany: boolean("intercompany").notNull().default(false),
    createdAt: createdAt(),
  },
  (table): PgTableExtraConfigValue[] => [
    companyPrimaryKey(table),
    index("categories_company_idx").on(table.companyId, table.parentId),
    companyReference("categories_parent_fk", table, table.parentId, table, "cascade"),
  ],
);

/** A bank transaction: signed amount in cents (negative is money out), booked on a business date. */
export const transactions = pgTable(
  "transactions",
  {
    ...companyScopedRow(),
    accountId: integer("account_id").notNull(),
    bookedOn: date("booked_on", { mode: "string" }).notNull(),
    valueOn: date("value_on", { mode: "string" }),
    amountCents: bigint("amount_cents", { mode: "bigint" }).notNull(),
    currency: char("currency", { length: 3 }).notNull().default("EUR"),
    label: text("label").notNull(),
    counterparty: text("counterparty"),
    // Issue 7 (banking): normalised label and counterparty stored once at write time, so that rules,
    // suggestions and conflict checks never normalise a label again; the bank's reference of the line.
    normalizedLabel: text("normalized_label").notNull().default(""),
    normalizedCounterparty: text("normalized_counterparty").notNull().default(""),
    reference: text("reference"),
    categoryId: integer("category_id"),
    /** How the category was set: 'manual', 'rule' or null (uncategorised). */
    categorySource: text("category_source"),
    ruleId: integer("rule_id"),
    status: text("status"),
    comment: text("comment"),
    validated: boolean("validated").notNull().default(false),
    /** Identifies the line in its source (bank id or import hash) so that re-imports do not duplicate it. */
    externalId: text("external_id"),
    /**
     * Issue 21: the aggregator's id of a line of a bank feed, which its changes and deletions name. A line
     * imported from a statement first gets it when the feed brings the same line (same fingerprint).
     */
    providerTransactionId: text("provider_transaction_id"),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    companyReference("transactions_account_fk", table, table.accountId, bankAccounts, "cascade"),
    companyReference("transactions_category_fk", table, table.categoryId, categories, "no action"),
    index("transactions_account_date_idx").on(table.accountId, table.bookedOn),
    index("transactions_company_category_idx").on(table.companyId, table.categoryId),
    // Issue 7 (banking): getTransactionList pages by keyset on (sort column, id); these let each sort
    // read its page in index order instead of sorting the company's rows (see bench/transactions-list).
    // (company, date, id) also serves every (company, date) range: no separate (company, date) index,
    // which every imported line would pay for (migration 0005).
    index("transactions_company_date_id_idx").on(table.companyId, table.bookedOn, table.id),
    index("transactions_company_account_date_id_idx").on(
      table.companyId,
      table.accountId,
      table.bookedOn,
      table.id,
    ),
    index("transactions_company_amount_id_idx").on(table.companyId, table.amountCents, table.id),
    uniqueIndex("transactions_account_external_unique")
      .on(table.companyId, table.accountId, table.externalId)
      .where(sql`${table.externalId} is not null`),
    uniqueIndex("transactions_account_provider_unique")
      .on(table.companyId, table.accountId, table.providerTransactionId)
      .where(sql`${table.providerTransactionId} is not null`),
  ],
);
