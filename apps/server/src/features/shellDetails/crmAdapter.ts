/**
 * The CRM behind updateHubSpotObject (spec 001 §7.7), an adapter (DESIGN §3). No CRM provider ships
 * configured: the local default sends nothing and says so (`sent: false`). CRM_PROVIDER=outbox writes
 * each event as JSON to DATA_DIR/crm-outbox, a local stand-in (like the mail outbox) to see exactly what
 * would leave. A real provider implements `CrmAdapter` and is chosen in `crmAdapter()`.
 */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { CrmPayload } from "@trezo/domain";
import type { ServerConfig } from "../../config";

export interface CrmAdapter {
  /** Sends one event; resolves whether it was sent. */
  send(payload: CrmPayload): Promise<boolean>;
}

/** The local default: no CRM configured, nothing leaves the server. */
export const noCrm: CrmAdapter = { send: async () => false };

/** The folder of the local outbox. */
export function crmOutboxDir(dataDir: string): string {
  return join(dataDir, "crm-outbox");
}

/** The local stand-in: each event written as one JSON file. */
function outboxCrm(dataDir: string): CrmAdapter {
  return {
    async send(payload) {
      const folder = crmOutboxDir(dataDir);
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, `${Date.now()}-${randomUUID()}.json`), JSON.stringify(payload));
      return true;
    },
  };
}

/** The configured CRM: the outbox when CRM_PROVIDER=outbox, else none. */
export function crmAdapter(config: Pick<ServerConfig, "crmProvider" | "dataDir">): CrmAdapter {
  return config.crmProvider === "outbox" ? outboxCrm(config.dataDir) : noCrm;
}
