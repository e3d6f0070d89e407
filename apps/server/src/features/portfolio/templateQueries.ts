import type { ParsedCallInput } from "@trezo/api";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { companies } from "../../db/schema";
import { categoryPlanTemplates } from "../../db/tables/console";
import type { CategoryRow } from "../categories/categoryQueries";

/** The firm's category plan templates (issue 16): each a tree as importCategoryTree reads it. */
export type CategoryImportNode = ParsedCallInput<"importCategoryTree">["categories"][number];

/** How many categories a tree holds. */
export function nodeCount(nodes: readonly CategoryImportNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + nodeCount(node.children ?? []), 0);
}

/** A company's category rows as a tree to import: names, children in position order, top-level direction. */
export function treeOfRows(rows: readonly CategoryRow[]): CategoryImportNode[] {
  const byParent = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const childrenOf = (parentId: number | null): CategoryImportNode[] =>
    [...(byParent.get(parentId) ?? [])]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((row) => {
        const children = childrenOf(row.id);
        return {
          name: row.name,
          ...(parentId === null && (row.direction === "income" || row.direction === "expense")
            ? { direction: row.direction }
            : {}),
          ...(children.length > 0 ? { children } : {}),
        };
      });
  return childrenOf(null);
}

function isNodeList(value: unknown): value is CategoryImportNode[] {
  return (
    Array.isArray(value) &&
    value.every(
      (node) =>
        typeof node === "object" &&
        node !== null &&
        typeof node.name === "string" &&
        (node.children === undefined || isNodeList(node.children)),
    )
  );
}

/** Stored nodes are read back checked: what cannot be a tree is an empty one. */
function nodesOf(value: unknown): CategoryImportNode[] {
  return isNodeList(value) ? value : [];
}

export async function listTemplates(db: Database, firmId: number) {
  const rows = await db
    .select()
    .from(categoryPlanTemplates)
    .where(eq(categoryPlanTemplates.companyId, firmId))
    .orderBy(categoryPlanTemplates.name, categoryPlanTemplates.id);
  return rows.map((row) => ({ id: row.id, name: row.name, categoryCount: nodeCount(nodesOf(row.nodes)) }));
}

export async function insertTemplate(
  db: Database,
  template: { firmId: number; name: string; nodes: CategoryImportNode[]; createdBy: number },
) {
  const [row] = await db
    .insert(categoryPlanTemplates)
    .values({
      companyId: template.firmId,
      name: template.name,
      nodes: template.nodes,
      createdBy: template.createdBy,
    })
    .returning({ id: categoryPlanTemplates.id });
  return row?.id;
}

/** The tree of one of the firm's templates, or null when the firm has no such template. */
export async function templateNodes(db: Database, firmId: number, templateId: number) {
  const [row] = await db
    .select({ nodes: categoryPlanTemplates.nodes })
    .from(categoryPlanTemplates)
    .where(and(eq(categoryPlanTemplates.companyId, firmId), eq(categoryPlanTemplates.id, templateId)));
  return row ? nodesOf(row.nodes) : null;
}

/** Whether the company is a client of the firm. */
export async function isClientOf(db: Database, firmId: number, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, clientId), eq(companies.parentId, firmId)));
  return row !== undefined;
}
