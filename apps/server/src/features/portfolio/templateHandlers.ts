import { domainErrors } from "../../errors/domainError";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { loadCategoryRows } from "../categories/categoryQueries";
import { insertTemplate, isClientOf, listTemplates, nodeCount, treeOfRows } from "./templateQueries";

type TemplateHandlers = Pick<CallHandlers, "listCategoryPlanTemplates" | "saveCategoryPlanTemplate">;

/** The firm's category plan templates (issue 16): kept from a client's tree, applied to a new client. */
export const templateHandlers: TemplateHandlers = {
  async listCategoryPlanTemplates(context) {
    const { company } = mustCompany(context);
    return { templates: await listTemplates(context.services.db, company.id) };
  },

  async saveCategoryPlanTemplate(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const { clientId, name } = context.input;
    // Only a client of this firm: another company's tree is not the firm's to copy.
    if (!company.isCpa || !(await isClientOf(db, company.id, clientId))) throw domainErrors.notFound();
    const nodes = treeOfRows(await loadCategoryRows(db, clientId));
    const id = await insertTemplate(db, {
      firmId: company.id,
      name,
      nodes,
      createdBy: mustAuth(context).user.id,
    });
    if (id === undefined) throw domainErrors.notFound();
    return { template: { id, name, categoryCount: nodeCount(nodes) } };
  },
};
