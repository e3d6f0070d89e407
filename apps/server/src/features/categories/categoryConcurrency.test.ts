import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BankingScene, okBody, startBankingScene } from "../banking/bankingTestScene";

// Concurrent edits of one company's tree take turns (withCategoryTree): on PostgreSQL, where requests
// really run in parallel, reorders used to deadlock (500) and adds to share one position.

let scene: BankingScene;

interface Node {
  id: number;
  name: string;
  position: number;
  children: Node[];
}

beforeAll(async () => {
  scene = await startBankingScene({ basic_info: true, transactions_info: true });
});
afterAll(async () => {
  await scene.stop();
});

async function childrenOf(parentId: number): Promise<Node[]> {
  const { categories } = okBody<{ categories: Node[] }>(await scene.call("getCategoryTree"));
  const find = (nodes: Node[]): Node | undefined =>
    nodes.map((node) => (node.id === parentId ? node : find(node.children))).find(Boolean);
  return find(categories)?.children ?? [];
}

function expectContiguous(nodes: Node[]) {
  expect(nodes.map((node) => node.position)).toEqual(nodes.map((_, index) => index));
}

describe("concurrent category edits", () => {
  it("20 adds at once each get their own position", async () => {
    const parent = okBody<{ category: Node }>(
      await scene.call("addNewCategory", { name: "Charges", parentId: null, direction: "expense" }),
    ).category;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        scene.call("addNewCategory", { name: `Poste ${index}`, parentId: parent.id }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
    const children = await childrenOf(parent.id);
    expect(children).toHaveLength(20);
    expectContiguous(children);
  });

  it("20 reorders mixed with adds, copies, moves and removals at once: no 500, positions stay 0..n-1", async () => {
    const { categories } = okBody<{ categories: Node[] }>(await scene.call("getCategoryTree"));
    const parent = categories.find((node) => node.name === "Charges") as Node;
    const other = okBody<{ category: Node }>(
      await scene.call("addNewCategory", { name: "Autres", parentId: null, direction: "expense" }),
    ).category;
    const ids = parent.children.map((child) => child.id);
    const calls = [
      ...ids.map((categoryId, index) =>
        scene.call("reorderCategory", { categoryId, position: (index * 7) % ids.length }),
      ),
      ...[0, 1, 2].map((index) =>
        scene.call("addNewCategory", { name: `Nouveau ${index}`, parentId: parent.id }),
      ),
      scene.call("duplicateCategory", { categoryId: ids[3] }),
      scene.call("moveCategory", { categoryId: ids[4], parentId: other.id, position: 0 }),
      scene.call("moveCategory", { categoryId: ids[5], parentId: other.id }),
      scene.call("removeCategory", { categoryId: ids[6] }),
    ];
    const statuses = (await Promise.all(calls)).map((response) => response.status);
    // A reorder of the category that was moved or removed meanwhile may find it gone: a clean 4xx.
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 404)).toBe(true);
    const children = await childrenOf(parent.id);
    expect(children).toHaveLength(20 + 3 + 1 - 2 - 1);
    expectContiguous(children);
    const moved = await childrenOf(other.id);
    expect(moved.map((node) => node.id).sort()).toEqual([ids[4], ids[5]].sort());
    expectContiguous(moved);
  });
});
