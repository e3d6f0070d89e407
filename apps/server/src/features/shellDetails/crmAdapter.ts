/**
 * The CRM behind updateHubSpotObject (spec 001 §7.7), an adapter (DESIGN §3). No CRM provider ships
 * configured: the local default sends nothing and says so (`sent: false`). A real provider implements
 * `CrmAdapter` and is chosen in `crmAdapter()` from the configuration.
 */
import type { CrmPayload } from "@trezo/domain";

export interface CrmAdapter {
  /** Sends one event; resolves whether it was sent. */
  send(payload: CrmPayload): Promise<boolean>;
}

/** The local default: no CRM configured, nothing leaves the server. */
export const noCrm: CrmAdapter = { send: async () => false };

/** The configured CRM: none today, so the local default. */
export function crmAdapter(): CrmAdapter {
  return noCrm;
}
