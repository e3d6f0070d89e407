/** The company the web tests work in, as the fake servers answer for it. */

/** Boulangerie Martin (id 3) as getManagedCompanies lists it. */
export const testCompany = {
  id: 3,
  name: "Boulangerie Martin",
  owner: null,
  parent_id: null,
  is_parent: false,
  is_cpa: false,
  is_trial: true,
  is_active: true,
};

/** getCompanyInfos' answer for it: a standalone company on trial; each test says who asks and its limits. */
export function testCompanyInfos(own: {
  is_owner: boolean;
  defaultCurrency: string;
  maxConnections: number;
  maxCategoryDepth: number;
  availableDepthPlans: number;
}) {
  return {
    id: 3,
    name: "Boulangerie Martin",
    is_cpa: false,
    owner: { id: 1, email: "owner@example.test" },
    is_active: true,
    is_trial: true,
    is_standalone: true,
    invoices_allowed: false,
    checks_allowed: false,
    analytics_allowed: false,
    ...own,
  };
}
