/**
 * /categories: the company's category tree editor (add, rename, delete with what becomes of the
 * transactions, reorder and move with keyboard-accessible controls, forecast and income/expense toggles,
 * the depth limit), then the rules panel (priorities, suggestions). The parts live in features/categories
 * and features/rules.
 */
import { useApiMutation, useApiQuery } from "@trezo/api";
import { canClassifyTransactions, canEditForecast } from "@trezo/domain";
import { Button, Heading, Skeleton, Stack, Text } from "@trezo/ui";
import { CategoryTreeEditor } from "../../features/categories/CategoryTreeEditor";
import { RulesPanel } from "../../features/rules/RulesPanel";
import { useT } from "../../i18n/appI18n";
import { useTransactionReferences } from "../../references/useTransactionReferences";
import { useAppStore } from "../../state/appStore";
import { memberAccessOf } from "../../state/memberAccess";

/** DESIGN §6: the default depth, until getParams answers. */
const DEFAULT_MAX_DEPTH = 4;

export function Component() {
  const company = useAppStore((state) => state.company);
  const permissions = useAppStore((state) => state.permissions);
  if (!company) return null;
  return (
    <Categories
      key={company.id}
      companyId={company.id}
      canClassify={canClassifyTransactions(memberAccessOf(company, permissions))}
      canEditForecast={canEditForecast(memberAccessOf(company, permissions))}
    />
  );
}

/** The category tree of one company. */
export function Categories({
  companyId,
  canClassify,
  canEditForecast,
}: {
  companyId: number;
  canClassify: boolean;
  canEditForecast: boolean;
}) {
  const t = useT();
  const tree = useApiQuery("getCategoryTree", { companyId });
  const params = useApiQuery("getParams", { companyId });
  const template = useApiMutation("createTemplate", { invalidates: ["getCategoryTree"] });
  const references = useTransactionReferences(companyId);
  const roots = tree.data?.categories;
  return (
    <Stack gap="lg">
      <Heading level={1}>{t("transactionsScreen.categories.title")}</Heading>
      {tree.isError ? (
        <Text tone="danger" role="alert">
          {t("transactionsScreen.loadFailed")}
        </Text>
      ) : !roots ? (
        <Skeleton height={240} />
      ) : (
        <>
          {roots.length === 0 && canClassify ? (
            <Button
              variant="secondary"
              loading={template.isPending}
              onClick={() => template.mutate({ companyId })}
            >
              {t("transactionsScreen.categories.createTemplate")}
            </Button>
          ) : null}
          <CategoryTreeEditor
            companyId={companyId}
            roots={roots}
            maxDepth={params.data?.maxCategoryDepth ?? DEFAULT_MAX_DEPTH}
            canClassify={canClassify}
            canEditForecast={canEditForecast}
          />
          <RulesPanel
            companyId={companyId}
            categoryPaths={references.categoryPaths}
            categoryOptions={references.categoryOptions}
            accounts={references.accounts.map((account) => ({
              id: account.id,
              name: account.custom_name ?? account.name,
            }))}
            canClassify={canClassify}
          />
        </>
      )}
    </Stack>
  );
}
