import type { PartnerApiKey, PartnerIntegration } from "@trezo/api";
import { PARTNERS, type PartnerDefinition, partnerNamed } from "@trezo/domain";
import { auditActor, recordAudit } from "../../audit/auditLog";
import { DomainError } from "../../errors/domainError";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import type { Services } from "../../services";
import { PartnerRefusedError, PartnerUnavailableError } from "./partnerAdapter";
import { newApiKey } from "./partnerApiKeys";
import {
  type ApiKeyRow,
  apiKeysOf,
  deleteIntegration,
  findIntegration,
  type IntegrationRow,
  insertApiKey,
  insertIntegration,
  integrationsOf,
  integrationWith,
  revokeApiKey,
  revokeApiKeysOfPartner,
} from "./partnerQueries";
import { fetchPartnerInvoices, importPartnerInvoices } from "./partnerSync";

type PartnerHandlers = Pick<
  CallHandlers,
  | "partners"
  | "checkPartner"
  | "getPartnerIntegrationDetails"
  | "getPartnerManagedCompany"
  | "partnerGetRedirectUrl"
  | "partnerConnect"
  | "syncPartnerManagedCompany"
  | "deletePartnerIntegration"
  | "partnerAuthenticate"
  | "partnerRevokeApiKey"
>;

const partnerErrors = {
  notConnectable: () =>
    new DomainError("invalid", "partner_not_connectable", { key: "partners.server.notConnectable" }, [
      { path: "partner_id", message: "This partner cannot be connected" },
    ]),
  alreadyConnected: () =>
    new DomainError("conflict", "partner_already_connected", { key: "partners.server.alreadyConnected" }),
  tokenRefused: () =>
    new DomainError("invalid", "partner_token_refused", { key: "partners.server.tokenRefused" }, [
      { path: "api_token", message: "The partner refused this token" },
    ]),
  unavailable: () =>
    new DomainError("unavailable", "partner_unavailable", { key: "partners.server.unavailable" }),
  integrationNotFound: () =>
    new DomainError("not_found", "partner_integration_not_found", {
      key: "partners.server.integrationNotFound",
    }),
  apiKeyNotFound: () =>
    new DomainError("not_found", "partner_api_key_not_found", { key: "partners.server.apiKeyNotFound" }),
};

function partnerView(partner: PartnerDefinition) {
  return {
    partner_id: partner.name,
    partner_name: partner.label,
    connection: partner.connection,
    imports: [...partner.imports],
    token_help_url: partner.tokenHelpUrl,
    sandbox: partner.sandbox,
    integration: partner.integration,
  };
}

/** The registry as this server offers it: the sandbox partner only when it runs. */
function offeredPartners(services: Services): PartnerDefinition[] {
  return PARTNERS.filter((partner) => !partner.sandbox || services.partners.byName(partner.name) !== null);
}

function integrationView(row: IntegrationRow): PartnerIntegration {
  return {
    partner_integration_id: row.id,
    partner_id: row.partnerName,
    partner_name: partnerNamed(row.partnerName)?.label ?? row.partnerName,
    account_label: row.accountLabel,
    status: row.status,
    last_sync_at: row.lastSyncAt?.toISOString() ?? null,
    last_sync_error: row.lastSyncError,
    imported_invoices: row.importedInvoices,
    created_at: row.createdAt.toISOString(),
  };
}

function apiKeyView(row: ApiKeyRow): PartnerApiKey {
  return {
    id: row.id,
    partner_id: row.partnerName,
    partner_name: partnerNamed(row.partnerName)?.label ?? row.partnerName,
    hint: row.hint,
    scopes: row.scopes,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** The adapter of a partner that can be connected on this server. */
function adapterOf(services: Services, partnerId: string) {
  const adapter = services.partners.byName(partnerId);
  if (!adapter || !partnerNamed(partnerId)?.integration) throw partnerErrors.notConnectable();
  return adapter;
}

export const partnerHandlers: PartnerHandlers = {
  async partners(context) {
    return { partners: offeredPartners(context.services).map(partnerView) };
  },

  async checkPartner(context) {
    const partner = partnerNamed(context.input.partner_name);
    const offered = partner && offeredPartners(context.services).includes(partner) ? partner : null;
    return { exists: offered !== null, partner: offered ? partnerView(offered) : null };
  },

  async getPartnerIntegrationDetails(context) {
    const access = mustCompany(context);
    const { db } = context.services;
    const [integrations, keys] = [
      await integrationsOf(db, access.company.id),
      await apiKeysOf(db, access.company.id),
    ];
    return {
      partner_integration_visibility: access.company.partnerIntegrationVisibility,
      integrations: integrations.map(integrationView),
      api_keys: keys.map(apiKeyView),
    };
  },

  async getPartnerManagedCompany(context) {
    const access = mustCompany(context);
    const row = await integrationWith(context.services.db, access.company.id, context.input.partner_id);
    return {
      company: { id: access.company.id, name: access.company.name },
      integration: row ? integrationView(row) : null,
    };
  },

  async partnerGetRedirectUrl(context) {
    mustCompany(context);
    adapterOf(context.services, context.input.partner_id);
    const url = new URL("/partner/manual-flow", context.services.config.publicUrl);
    url.searchParams.set("partner", context.input.partner_id);
    return { url: url.toString() };
  },

  async partnerConnect(context) {
    const access = mustCompany(context);
    const auth = mustAuth(context);
    const { services, input } = context;
    const adapter = adapterOf(services, input.partner_id);
    const companyId = access.company.id;
    if (await integrationWith(services.db, companyId, input.partner_id))
      throw partnerErrors.alreadyConnected();
    // The partner is asked outside the embedded database's lock: a slow partner holds no one back.
    let account: Awaited<ReturnType<typeof adapter.verify>>;
    try {
      account = await services.database.outsideExclusive(() => adapter.verify(input.api_token));
    } catch (error) {
      if (error instanceof PartnerRefusedError) throw partnerErrors.tokenRefused();
      if (error instanceof PartnerUnavailableError) throw partnerErrors.unavailable();
      throw error;
    }
    return services.db.transaction(async (tx) => {
      const row = await insertIntegration(tx, {
        companyId,
        partnerName: adapter.name,
        accountLabel: account.label.slice(0, 200),
        accountRef: account.ref.slice(0, 100),
        sealedToken: services.partners.cipher.encrypt(input.api_token),
        createdBy: auth.user.id,
      });
      if (!row) throw partnerErrors.alreadyConnected();
      await recordAudit(tx, {
        action: "partner_integration_connected",
        ...auditActor(auth, context.request),
        companyId,
        details: { partner: adapter.name, integrationId: row.id },
      });
      return integrationView(row);
    });
  },

  async syncPartnerManagedCompany(context) {
    const access = mustCompany(context);
    const { services, input } = context;
    const integration = await findIntegration(services.db, access.company.id, input.partner_integration_id);
    if (!integration) throw partnerErrors.integrationNotFound();
    const read = await services.database.outsideExclusive(() =>
      fetchPartnerInvoices(services.partners, integration),
    );
    const done = await importPartnerInvoices(services.db, integration, read);
    return { integration: integrationView(done.integration), result: done.result };
  },

  async deletePartnerIntegration(context) {
    const access = mustCompany(context);
    const auth = mustAuth(context);
    const { services, input } = context;
    const companyId = access.company.id;
    return services.db.transaction(async (tx) => {
      const integration = await findIntegration(tx, companyId, input.partner_integration_id);
      if (!integration || integration.partnerName !== input.partner_id)
        throw partnerErrors.integrationNotFound();
      await deleteIntegration(tx, companyId, integration.id);
      const revokedKeys = await revokeApiKeysOfPartner(tx, companyId, integration.partnerName);
      await recordAudit(tx, {
        action: "partner_integration_deleted",
        ...auditActor(auth, context.request),
        companyId,
        details: { partner: integration.partnerName, integrationId: integration.id, revokedKeys },
      });
      return { success: true as const };
    });
  },

  async partnerAuthenticate(context) {
    const access = mustCompany(context);
    const auth = mustAuth(context);
    const { services, input } = context;
    const companyId = access.company.id;
    const issued = newApiKey(companyId);
    const scopes = [...new Set(input.scopes)].sort();
    return services.db.transaction(async (tx) => {
      const row = await insertApiKey(tx, {
        companyId,
        partnerName: input.partner_id,
        keyHash: issued.hash,
        hint: issued.hint,
        scopes,
        createdBy: auth.user.id,
      });
      await recordAudit(tx, {
        action: "partner_api_key_issued",
        ...auditActor(auth, context.request),
        companyId,
        details: { partner: input.partner_id, keyId: row.id, scopes },
      });
      return { api_key: issued.key, key: apiKeyView(row) };
    });
  },

  async partnerRevokeApiKey(context) {
    const access = mustCompany(context);
    const auth = mustAuth(context);
    const { services, input } = context;
    const companyId = access.company.id;
    return services.db.transaction(async (tx) => {
      if (!(await revokeApiKey(tx, companyId, input.api_key_id))) throw partnerErrors.apiKeyNotFound();
      await recordAudit(tx, {
        action: "partner_api_key_revoked",
        ...auditActor(auth, context.request),
        companyId,
        details: { keyId: input.api_key_id },
      });
      return { success: true as const };
    });
  },
};
