/**
 * getUsersList (/admin users) over real HTTP on a real PGlite database: p95 of one page (50 users) over
 * 100,000 users. Shapes: the first page, a page deep in the list by key (`after`), a search matching
 * many users, and a search matching one. The total of a search counts every match (a scan of the
 * users); paging itself is an index range read at any depth.
 */
import { sql } from "drizzle-orm";
import type { BenchRow } from "../../../scripts/bench";
import { callApi, createTestUser } from "../src/testing/apiTestClient";
import { removeDataDir, startTestServer } from "../src/testing/testServer";
import { type PageShape, timePageShapes } from "./pageTimings";

const USERS = 100_000;

export default async function adminUsersBench(): Promise<BenchRow[]> {
  const server = await startTestServer({ checkOutputs: false });
  try {
    const db = server.services.db;
    const admin = await createTestUser(server, { role: "SuperAdmin" });
    const seedStart = performance.now();
    await db.execute(sql`insert into users (email, first_name, last_name)
      select 'user-' || n || '@' || case when n % 10 = 0 then 'cabinet-alpha' else 'example' end || '.test',
        'Prénom' || n, 'Nom' || (n % 5000)
      from generate_series(1, ${USERS}::int) as n`);
    await db.execute(sql`analyze users`);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const [deep] = await db
      .execute<{ id: number }>(sql`select id from users order by id offset ${USERS - 200} limit 1`)
      .then((result) => ("rows" in result ? (result.rows as Array<{ id: number }>) : []));
    const as = { token: admin.token };
    const shapes: PageShape[] = [
      { name: "first page", input: {} },
      { name: "page by key near the end", input: { after: deep?.id ?? 1 } },
      { name: "search matching 10,000", input: { search: "cabinet-alpha" } },
      { name: "search matching one", input: { search: "user-77777@" } },
    ];
    return await timePageShapes({
      callName: "getUsersList",
      size: `${USERS.toLocaleString("en")} users`,
      seedSeconds,
      shapes,
      call: (input) => callApi(server, "getUsersList", input, as),
      limitMs: 100,
      baseline: {
        label: "p95 of getUserInfo",
        call: () => callApi(server, "getUserInfo", {}, as),
      },
    });
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
}
