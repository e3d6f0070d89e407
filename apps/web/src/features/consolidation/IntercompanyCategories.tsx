/**
 * The categories of one client company flagged as intercompany (issue 16): flows between companies of
 * a group (loans, re-invoicing) that the consolidation eliminates with their subcategories. Shown on
 * /consolidation for each chosen client, where the firm decides what the group's flows are.
 */
import { ApiError, useApiMutation, useApiQuery } from "@trezo/api";
import { Checkbox, Stack, Text } from "@trezo/ui";
import { useT } from "../../i18n/appI18n";
import { flattenCategories } from "../../references/categoryPaths";
import { useAppStore } from "../../state/appStore";
import * as css from "./IntercompanyCategories.css";

export function IntercompanyCategories({ clientId, clientName }: { clientId: number; clientName: string }) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const tree = useApiQuery("getCategoryTree", { companyId: clientId });
  const flagged = useApiQuery("getIntercompanyCategories", { companyId: clientId });
  const flag = useApiMutation("setCategoryIntercompany", {
    invalidates: ["getIntercompanyCategories"],
    onError: (error) =>
      notify({
        msg:
          error instanceof ApiError && error.status !== undefined && error.status < 500
            ? error.message
            : t("errors.generic"),
        color: "red",
      }),
  });
  const categories = flattenCategories(tree.data?.categories ?? []).map(({ node }) => node);
  const ids = new Set(flagged.data?.categoryIds ?? []);
  const headingId = `intercompany-${clientId}`;
  return (
    <section aria-labelledby={headingId} className={css.section}>
      <Stack gap="xs">
        <h3 id={headingId} className={css.heading}>
          {t("firm.consolidation.intercompany.of", { name: clientName })}
        </h3>
        {tree.isSuccess && categories.length === 0 ? (
          <Text tone="muted">{t("firm.consolidation.intercompany.none")}</Text>
        ) : null}
        <ul className={css.list}>
          {categories.map((category) => (
            <li key={category.id} style={{ paddingInlineStart: `${(category.depth - 1) * 1.25}rem` }}>
              <Checkbox
                isSelected={ids.has(category.id)}
                isDisabled={!flagged.isSuccess || flag.isPending}
                onChange={(intercompany) =>
                  flag.mutate({ companyId: clientId, categoryId: category.id, intercompany })
                }
              >
                {category.name}
              </Checkbox>
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}
