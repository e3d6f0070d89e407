import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../../db/database";
import type { CompanyQueueTask } from "../../jobs/companyQueue";
import type { Services } from "../../services";
import { connectionsOfItem, setConnectionState } from "./bankLinkQueries";
import { syncCompanyConnections } from "./bankSync";
import { canSync, connectionStateOf, providerCodeOfBridgeStatus } from "./itemState";

/** Largest webhook body taken (Bridge's events are a few hundred bytes). */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * The aggregators' webhooks (spec 000 §2 "the public webhooks"; issue 21): POST
 * /api/v2/webhooks/bank/{aggregator}. The raw body's signature is checked before anything is read
 * (Bridge: BridgeApi-Signature v1, HMAC-SHA256 with BRIDGE_WEBHOOK_SECRET); a bad or missing signature is
 * refused with 401 and changes nothing. A good one updates the state of the item's connections and
 * queues their company's synchronisation (`bankWebhookSync` on the company queue: pg-boss on PostgreSQL,
 * the in-process runner on PGlite); the answer is immediate (the aggregator does not wait), and a burst
 * of webhooks for one company is one synchronisation while it waits.
 */
export async function registerBankWebhooks(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    // The signature is over the bytes as sent: the body is kept as text, parsed after the check.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      { parseAs: "string", bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: { aggregator: string } }>(
      "/api/v2/webhooks/bank/:aggregator",
      async (request, reply) => {
        const adapter = services.banks.byName(request.params.aggregator);
        if (!adapter)
          return reply.code(404).send({ error: "not_found", message: "Not found", status_code: 404 });
        const raw = typeof request.body === "string" ? request.body : "";
        const event = adapter.verifyWebhook(raw, request.headers);
        if (!event) {
          request.log.warn({ aggregator: adapter.name }, "bank webhook refused: bad signature");
          return reply
            .code(401)
            .send({ error: "invalid_signature", message: "Invalid signature", status_code: 401 });
        }
        if (event.kind === "other") return reply.send({ received: true });
        const connections = await services.database.exclusive(() =>
          connectionsOfItem(services.db, adapter.name, event.itemId),
        );
        const code =
          event.kind === "item_refreshed" ? providerCodeOfBridgeStatus(Number(event.rawStatus)) : "active";
        const companies = new Set<number>();
        for (const connection of connections) {
          if (!canSync(code)) {
            await services.database.exclusive(() =>
              setConnectionState(
                services.db,
                connection,
                connectionStateOf(code, event.kind === "item_refreshed" ? event.rawStatus : undefined),
              ),
            );
            continue;
          }
          companies.add(connection.companyId);
        }
        for (const companyId of companies) await services.queue.enqueue(BANK_WEBHOOK_SYNC, companyId);
        return reply.send({ received: true });
      },
    );
  });
}

/** The queued task of a webhook's synchronisation (jobs/companyQueue.ts). */
export const BANK_WEBHOOK_SYNC = "bankWebhookSync";

/**
 * One company's synchronisation run by a queue's worker (nightly or webhook): its linked connections,
 * then the automatic matching, awaited, so that a failure is the queue's to retry.
 */
function syncCompany(services: Services, database: DatabaseHandle, companyId: number) {
  return syncCompanyConnections(
    services,
    {
      exclusive: (work) => database.exclusive(() => work(database.db)),
      progress: async () => undefined,
    },
    companyId,
  );
}

/** The webhooks' synchronisation of a company, as the company queue runs it. */
export function bankWebhookSync(services: Services): CompanyQueueTask {
  return {
    name: BANK_WEBHOOK_SYNC,
    runFor: (database, companyId) => syncCompany(services, database, companyId),
  };
}

/** The nightly synchronisation's work for one company (jobs/companyTasks.ts `syncCompanyConnections`). */
export function syncCompanyConnectionsWith(services: Services) {
  return (database: DatabaseHandle, companyId: number) => syncCompany(services, database, companyId);
}
