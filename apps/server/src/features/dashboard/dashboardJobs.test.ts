import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/tables/banking";
import {
  createForecastCompany,
  type ForecastCompany,
  monthFromNow,
  workbookOf,
} from "../../forecast/forecastTestData";
import { addTestMember, callApi, createTestUser, type TestUser } from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";

/**
 * The dashboard's jobs over HTTP: a template far larger than one JSON body travels in uploadFileChunk
 * chunks and is imported as a job; who may upload a template; getDashboardJob shows only the company's
 * dashboard jobs.
 */

let server: TestServer;
let company: ForecastCompany;
let editor: TestUser;
let viewer: TestUser;
let bookkeeper: TestUser;
const nextMonth = monthFromNow(1);

const callAs = (user: TestUser, name: Parameters<typeof callApi>[1], input: Record<string, unknown>) =>
  callApi(server, name, { companyId: company.companyId, ...input }, { token: user.token });

interface JobState {
  kind: string;
  status: "running" | "done" | "failed";
  progress: number;
  result: Record<string, unknown> | null;
  error: { code: string; message: string } | null;
}

async function finished(user: TestUser, jobId: unknown): Promise<JobState> {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const polled = await callAs(user, "getDashboardJob", { jobId });
    expect(polled.status).toBe(200);
    const job = polled.body as unknown as JobState;
    if (job.status !== "running") return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the job did not finish");
}

async function upload(user: TestUser, bytes: Uint8Array, purpose = "forecastTemplate") {
  const chunkBytes = 512 * 1024;
  let uploadId: string | undefined;
  let chunks = 0;
  for (let index = 0, start = 0; start < bytes.length; index += 1, start += chunkBytes) {
    const sent = await callAs(user, "uploadFileChunk", {
      purpose,
      fileName: "previsionnel.xlsx",
      totalBytes: bytes.length,
      index,
      data: Buffer.from(bytes.subarray(start, start + chunkBytes)).toString("base64"),
      ...(uploadId ? { uploadId } : {}),
    });
    if (sent.status !== 200) return { status: sent.status, body: sent.body, uploadId: undefined, chunks };
    uploadId = String(sent.body.uploadId);
    chunks += 1;
  }
  return { status: 200, body: {}, uploadId, chunks };
}

beforeAll(async () => {
  server = await startTestServer();
  company = await createForecastCompany(server, { balanceCents: 1_000_000n });
  editor = await createTestUser(server);
  viewer = await createTestUser(server);
  bookkeeper = await createTestUser(server);
  await addTestMember(server, company.companyId, editor.id, { edit_forecast: true });
  await addTestMember(server, company.companyId, viewer.id, { view_forecast: true });
  await addTestMember(server, company.companyId, bookkeeper.id, { transactions_info: true });
});
afterAll(() => stopTestServer(server));

describe("importDashboardXLSX of a large template", () => {
  it("imports a 5 MB workbook sent in chunks, and the dashboard cell changes by the typed amount", async () => {
    const template = await callAs(editor, "downloadDashboardTemplate", {
      period: { from: nextMonth.start, to: nextMonth.end },
    });
    expect(template.status).toBe(200);
    const { workbook, sheet } = await workbookOf(template);
    let rentRow = 0;
    sheet.eachRow((row, number) => {
      if (row.getCell(1).value === company.category.rent) rentRow = number;
    });
    sheet.getCell(rentRow, 3).value = -1234.56;
    // Notes a user keeps beside the forecast (text that hardly compresses) make the file large.
    const notes = workbook.addWorksheet("Notes");
    for (let row = 1; row <= 6_000; row += 1) {
      notes.getRow(row).values = [randomBytes(450).toString("base64"), randomBytes(450).toString("base64")];
    }
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(bytes.length).toBeGreaterThan(5 * 1024 * 1024);

    const sent = await upload(editor, bytes);
    expect(sent.status).toBe(200);
    expect(sent.chunks).toBeGreaterThan(9);
    const before = await callAs(editor, "getDashboardChartData", {
      from: nextMonth.start,
      to: nextMonth.end,
    });
    const started = await callAs(editor, "importDashboardXLSX", {
      uploadId: sent.uploadId,
      trackId: "t-5mb",
    });
    expect(started.status).toBe(200);
    expect(started.body.trackId).toBe("t-5mb");
    const job = await finished(editor, started.body.jobId);
    expect(job).toMatchObject({
      kind: "dashboardImport",
      status: "done",
      progress: 100,
      result: { imported: 1, replaced: 0 },
    });
    const after = await callAs(editor, "getDashboardChartData", { from: nextMonth.start, to: nextMonth.end });
    type Figures = { scenarios: Array<{ rows: Array<{ id: string; forecast: number[] }> }> };
    const rent = (data: Record<string, unknown>) =>
      (data as unknown as Figures).scenarios[0]?.rows.find((row) => row.id === String(company.category.rent))
        ?.forecast[0] as number;
    expect(rent(after.body) - rent(before.body)).toBe(-123_456);
    // The upload is used up with the import.
    const again = await callAs(editor, "importDashboardXLSX", { uploadId: sent.uploadId });
    expect(again.status).toBe(404);
  }, 120_000);

  it("refuses a template over 10 MB with a localised message before any byte is stored", async () => {
    const tooLarge = await callApi(
      server,
      "uploadFileChunk",
      {
        companyId: company.companyId,
        purpose: "forecastTemplate",
        fileName: "enorme.xlsx",
        totalBytes: 10 * 1024 * 1024 + 1,
        index: 0,
        data: "UEsDBA==",
      },
      { token: editor.token, headers: { "accept-language": "en-GB" } },
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({
      error: "file_too_large",
      message: "The file exceeds the maximum size of 10 MB.",
    });
  });
});

describe("who may upload and follow dashboard jobs", () => {
  it("lets edit_forecast upload a template but not a statement, and transactions_info the reverse", async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
    expect((await upload(editor, bytes)).status).toBe(200);
    expect((await upload(editor, bytes, "statement")).status).toBe(403);
    expect((await upload(viewer, bytes)).status).toBe(403);
    expect((await upload(bookkeeper, bytes)).status).toBe(403);
    expect((await upload(bookkeeper, bytes, "statement")).status).toBe(200);
    // An upload made for a statement is not a template.
    const statement = await upload(bookkeeper, bytes, "statement");
    const misused = await callAs(company.owner, "importDashboardXLSX", { uploadId: statement.uploadId });
    expect(misused.status).toBe(404);
  });

  it("lets a forecast reader export and follow the job; shows no other job, nor another company's", async () => {
    const started = await callAs(viewer, "exportDashboardXLSX", {});
    expect(started.status).toBe(200);
    const job = await finished(viewer, started.body.jobId);
    expect(job).toMatchObject({ kind: "dashboardExport", status: "done" });
    expect(String(job.result?.content_base64).length).toBeGreaterThan(100);
    // getDashboardJob shows the dashboard's jobs only, not a statement import of the same company.
    const otherKind = randomUUID();
    await server.services.db
      .insert(jobs)
      .values({ id: otherKind, companyId: company.companyId, kind: "importStatement" });
    expect((await callAs(viewer, "getDashboardJob", { jobId: otherKind })).status).toBe(404);
    const other = await createForecastCompany(server);
    // The other company's owner asks for the job in their own company, then in this one.
    const askedByOther = (companyId: number) =>
      callApi(
        server,
        "getDashboardJob",
        { companyId, jobId: started.body.jobId },
        { token: other.owner.token },
      );
    expect((await askedByOther(other.companyId)).status).toBe(404);
    expect((await askedByOther(company.companyId)).status).toBe(403);
  });
});
