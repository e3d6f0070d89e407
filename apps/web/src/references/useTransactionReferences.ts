/** The accounts and categories the transaction screens name and offer in their pickers. */
import { useApiQuery } from "@trezo/api";
import { useMemo } from "react";
import { categoryPaths, flattenCategories } from "./categoryPaths";

export function useTransactionReferences(companyId: number) {
  const banks = useApiQuery("getBanksAndAccountsList", { companyId });
  const tree = useApiQuery("getCategoryTree", { companyId });
  return useMemo(() => {
    const accounts = (banks.data?.banks ?? [])
      .filter((bank) => !bank.archived)
      .flatMap((bank) =>
        bank.accounts.map((account) => ({ ...account, bankName: bank.custom_name ?? bank.name })),
      );
    const roots = tree.data?.categories ?? [];
    const categories = flattenCategories(roots);
    return {
      /** Whether the category tree is there (until then a category has no name to show). */
      categoriesLoaded: tree.data !== undefined,
      accounts,
      accountNames: new Map(accounts.map((account) => [account.id, account.custom_name ?? account.name])),
      categoryOptions: categories.map(({ node, path }) => ({ id: String(node.id), label: path })),
      categoryPaths: categoryPaths(roots),
    };
  }, [banks.data, tree.data]);
}

export type TransactionReferences = ReturnType<typeof useTransactionReferences>;
