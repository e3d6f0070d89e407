import { describe, expect, it } from "vitest";
import {
  CLASSIFY_TRANSACTIONS,
  canClassifyTransactions,
  canEditForecast,
  canManageCompany,
  type MemberAccess,
  passesAccessRule,
  READ_FORECAST,
} from "./accessQuestions";
import type { PermissionMap } from "./permissionFlags";

const member = (permissions: PermissionMap): MemberAccess => ({ ownerLevel: false, permissions });
const owner: MemberAccess = { ownerLevel: true, permissions: {} };

describe("access questions", () => {
  it("answers yes to the owner level whatever its flags", () => {
    expect(canEditForecast(owner)).toBe(true);
    expect(canClassifyTransactions(owner)).toBe(true);
    expect(canManageCompany(owner)).toBe(true);
  });

  it("lets a member edit the forecast with edit_forecast only", () => {
    expect(canEditForecast(member({ edit_forecast: true }))).toBe(true);
    expect(canEditForecast(member({ view_forecast: true, basic_info: true }))).toBe(false);
    expect(canEditForecast(member({ edit_forecast: false }))).toBe(false);
  });

  it("lets a member classify with allow_classification only", () => {
    expect(canClassifyTransactions(member({ allow_classification: true }))).toBe(true);
    expect(canClassifyTransactions(member({ transactions_info: true }))).toBe(false);
  });

  it("keeps managing the company to the owner level", () => {
    expect(canManageCompany(member({ edit_forecast: true, allow_classification: true }))).toBe(false);
  });

  it("accepts any one of a rule's flags, and any access when it lists none", () => {
    expect(passesAccessRule(member({ basic_info: true }), READ_FORECAST)).toBe(true);
    expect(passesAccessRule(member({}), READ_FORECAST)).toBe(false);
    expect(passesAccessRule(member({}), { anyOf: [] })).toBe(true);
    expect(passesAccessRule(member({ allow_classification: false }), CLASSIFY_TRANSACTIONS)).toBe(false);
  });
});
