import type { CallName } from "@trezo/api";
import type { PermissionMap } from "@trezo/domain";
import type { ServerConfig } from "../../config";
import {
  addTestMember,
  type CallResult,
  callApi,
  createTestCompany,
  createTestUser,
  type TestUser,
} from "../../testing/apiTestClient";
import { removeDataDir, startTestServer } from "../../testing/testServer";

/**
 * The people of a banking test: the owner of a company, a member holding only `memberFlags`, and an
 * outsider who owns another company. Used by the integration tests of the banking features.
 */
export interface BankingScene {
  server: Awaited<ReturnType<typeof startTestServer>>;
  owner: TestUser;
  member: TestUser;
  outsider: TestUser;
  companyId: number;
  otherCompanyId: number;
  /** Calls as the owner on the scene's company (companyId added unless given). */
  call(name: CallName, input?: Record<string, unknown>, as?: TestUser | null): Promise<CallResult>;
  /** {@link createTestAccount} on this scene. */
  createAccount(name?: string): Promise<number>;
  /** {@link uploadTestFile} on this scene. */
  upload(bytes: Uint8Array, options: UploadOptions): Promise<string>;
  /** {@link insertTestTransactions} on this scene; returns their ids. */
  insertTransactions(accountId: number, lines: TestTransaction[]): Promise<number[]>;
  stop(): Promise<void>;
}

interface TestTransaction {
  date: string;
  label: string;
  amountCents: number;
  counterparty?: string;
  reference?: string;
  categoryId?: number;
  categorySource?: "manual" | "rule";
  status?: string;
  validated?: boolean;
}

interface UploadOptions {
  purpose: "statement" | "attachment" | "categoryTree" | "invoices" | "invoiceDocument" | "einvoices";
  fileName: string;
  chunkBytes?: number;
}

/** Starts a real server on a fresh database and creates the scene's people and companies. */
export async function startBankingScene(
  memberFlags: PermissionMap = { basic_info: true },
  serverOverrides: Partial<ServerConfig> = {},
): Promise<BankingScene> {
  const server = await startTestServer(serverOverrides);
  const owner = await createTestUser(server);
  const member = await createTestUser(server);
  const outsider = await createTestUser(server);
  const companyId = await createTestCompany(server, owner.id);
  const otherCompanyId = await createTestCompany(server, outsider.id);
  await addTestMember(server, companyId, member.id, memberFlags);
  const scene: BankingScene = {
    server,
    owner,
    member,
    outsider,
    companyId,
    otherCompanyId,
    call(name, input = {}, as = owner) {
      return callApi(server, name, { companyId, ...input }, { token: as?.token });
    },
    createAccount: (name) => createTestAccount(scene, name),
    upload: (bytes, options) => uploadTestFile(scene, bytes, options),
    insertTransactions: (accountId, lines) => insertTestTransactions(scene, accountId, lines),
    async stop() {
      await server.stop();
      removeDataDir(server.dataDir);
    },
  };
  return scene;
}

/** The body of a call that must succeed; fails the test with the error body otherwise. */
export function okBody<T = Record<string, unknown>>(result: CallResult): T {
  if (result.status !== 200)
    throw new Error(`expected 200, got ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body as T;
}

/** A top-level expense category of the scene's company, through the API; its id. */
export async function addTestCategory(scene: BankingScene, name: string): Promise<number> {
  const answer = await scene.call("addNewCategory", { name, parentId: null, direction: "expense" });
  return okBody<{ category: { id: number } }>(answer).category.id;
}

/** A job of the scene's company as getJob answers it. */
export interface TestJob {
  status: "running" | "done" | "failed";
  progress: number;
  kind: string;
  result: Record<string, unknown> | null;
  error: { code: string; message: string } | null;
}

/**
 * Polls getJob until the job a call started is no longer running (at most `timeoutMs`), following a
 * job that a later one superseded (its result names it) to the one that finished the work.
 */
export async function finishedJob(scene: BankingScene, jobId: string, timeoutMs = 60_000): Promise<TestJob> {
  const deadline = Date.now() + timeoutMs;
  let id = jobId;
  while (Date.now() < deadline) {
    const job = okBody<TestJob>(await scene.call("getJob", { jobId: id }));
    const supersededBy = job.result?.supersededBy;
    if (job.status === "done" && typeof supersededBy === "string") id = supersededBy;
    else if (job.status !== "running") return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`job ${jobId} did not finish in ${timeoutMs} ms`);
}

/** The body of a call that started a job, once its job is done (its result under `job`). */
export async function afterJob<T extends { jobId: string }>(
  scene: BankingScene,
  result: CallResult,
): Promise<T & { job: TestJob }> {
  const body = okBody<T>(result);
  const job = await finishedJob(scene, body.jobId);
  if (job.status !== "done") throw new Error(`job failed: ${JSON.stringify(job.error)}`);
  return { ...body, job };
}

/** A manual connection and account of the scene's company, through the API. */
export async function createTestAccount(scene: BankingScene, name = "Compte courant"): Promise<number> {
  const { bank } = okBody<{ bank: { id: number } }>(
    await scene.call("addManualConnection", { name: `Banque ${name}` }),
  );
  const { account } = okBody<{ account: { id: number } }>(
    await scene.call("addManualAccount", { bank_id: bank.id, name }),
  );
  return account.id;
}

/** Uploads a file in chunks of `chunkBytes` with uploadFileChunk; returns its uploadId. */
export async function uploadTestFile(
  scene: BankingScene,
  bytes: Uint8Array,
  options: UploadOptions,
): Promise<string> {
  const chunkBytes = options.chunkBytes ?? 500_000;
  let uploadId: string | undefined;
  // An empty file is one empty chunk, as the web app sends it.
  for (let index = 0, start = 0; start < Math.max(bytes.length, 1); index++, start += chunkBytes) {
    const data = Buffer.from(bytes.subarray(start, start + chunkBytes)).toString("base64");
    const result = okBody<{ uploadId: string }>(
      await scene.call("uploadFileChunk", {
        purpose: options.purpose,
        fileName: options.fileName,
        totalBytes: bytes.length,
        index,
        data,
        ...(uploadId ? { uploadId } : {}),
      }),
    );
    uploadId = result.uploadId;
  }
  if (!uploadId) throw new Error("empty file");
  return uploadId;
}

/** Transactions straight in the database (normalised like the importer does), for list and rule tests. */
export async function insertTestTransactions(
  scene: BankingScene,
  accountId: number,
  lines: TestTransaction[],
): Promise<number[]> {
  const { normalizeLabel } = await import("@trezo/domain");
  const { transactions } = await import("../../db/schema");
  const rows = await scene.server.services.db
    .insert(transactions)
    .values(
      lines.map((line) => ({
        companyId: scene.companyId,
        accountId,
        bookedOn: line.date,
        amountCents: BigInt(line.amountCents),
        label: line.label,
        normalizedLabel: normalizeLabel(line.label),
        counterparty: line.counterparty ?? null,
        normalizedCounterparty: line.counterparty ? normalizeLabel(line.counterparty) : "",
        reference: line.reference ?? null,
        categoryId: line.categoryId ?? null,
        categorySource: line.categorySource ?? (line.categoryId ? "manual" : null),
        status: line.status ?? null,
        validated: line.validated ?? false,
      })),
    )
    .returning({ id: transactions.id });
  return rows.map((row) => row.id);
}
