/**
 * The partner registry (spec 000 §2 partner routes, spec 001 §7.10 "partners"; issue 23): the invoicing
 * and accounting tools a company can connect so that Trezo imports their invoices, and the sign-up routes
 * that carry a partner into an account. A partner is not a tenant: the registry is the same for everyone.
 */

/** How a company connects a partner: it pastes an API token the partner's settings page gives. */
export type PartnerConnection = "api_token";

export interface PartnerDefinition {
  /** The partner's name in routes and calls (/signup/{name}, partner_name). */
  readonly name: string;
  /** The partner's own name, as it writes it (a brand: not translated). */
  readonly label: string;
  readonly connection: PartnerConnection;
  /** What a synchronisation imports. */
  readonly imports: readonly ("invoices" | "categories")[];
  /** Where the company finds its API token (the partner's documentation). */
  readonly tokenHelpUrl: string;
  /** The local sandbox partner: always answers, from fixed data, without any network. */
  readonly sandbox: boolean;
  /** Whether an integration adapter exists: a partner without one only carries sign-ups. */
  readonly integration: boolean;
}

export const PARTNERS = [
  {
    name: "pennylane",
    label: "Pennylane",
    connection: "api_token",
    imports: ["invoices"],
    tokenHelpUrl: "https://pennylane.readme.io/docs/generating-my-api-token",
    sandbox: false,
    integration: true,
  },
  {
    name: "axonaut",
    label: "Axonaut",
    connection: "api_token",
    imports: ["invoices"],
    tokenHelpUrl: "https://axonaut.com/api/v2/doc",
    sandbox: false,
    integration: false,
  },
  {
    name: "odoo",
    label: "Odoo",
    connection: "api_token",
    imports: ["invoices"],
    tokenHelpUrl: "https://www.odoo.com/documentation/17.0/developer/reference/external_api.html",
    sandbox: false,
    integration: false,
  },
  {
    name: "evoliz",
    label: "Evoliz",
    connection: "api_token",
    imports: ["invoices"],
    tokenHelpUrl: "https://evoliz.io/documentation",
    sandbox: false,
    integration: false,
  },
  {
    name: "libeo",
    label: "Libeo",
    connection: "api_token",
    imports: ["invoices"],
    tokenHelpUrl: "https://www.libeo.io",
    sandbox: false,
    integration: false,
  },
  {
    name: "progbat",
    label: "Progbat",
    connection: "api_token",
    imports: [],
    tokenHelpUrl: "https://www.progbat.com",
    sandbox: false,
    integration: false,
  },
  {
    name: "sandbox",
    label: "Sandbox",
    connection: "api_token",
    imports: ["invoices"],
    tokenHelpUrl: "https://localhost/",
    sandbox: true,
    integration: true,
  },
] as const satisfies readonly PartnerDefinition[];

export type PartnerName = (typeof PARTNERS)[number]["name"];
export const PARTNER_NAMES = PARTNERS.map((partner) => partner.name) as readonly PartnerName[];

/** The registry's entry of a name (case-insensitive, as routes may carry it), else null. */
export function partnerNamed(name: string): PartnerDefinition | null {
  const lower = name.trim().toLowerCase();
  return PARTNERS.find((partner) => partner.name === lower) ?? null;
}

/** The prefix of every partner API key: a key is recognised (and never mistaken for a token) by it. */
export const PARTNER_API_KEY_PREFIX = "trzpk_";

/** Whether a bearer value has the shape of a partner API key. */
export function isPartnerApiKey(value: string): boolean {
  return /^trzpk_[A-Za-z0-9_-]{32,64}$/.test(value);
}
