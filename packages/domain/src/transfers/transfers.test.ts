import { describe, expect, it } from "vitest";
import { computeDashboard } from "../forecast/computeDashboard";
import type { PendingItem } from "../forecast/dashboardInput";
import {
  beneficiaryNameProblem,
  bicProblem,
  ibanProblem,
  normalizeIban,
  remittanceOfInvoices,
  sepaSafeText,
  toSepaText,
} from "./beneficiary";
import { type ForecastTransferOrder, settleOrders, withTransferOrders } from "./transferForecast";
import { applyTransferEvent, needsApproval, type OrderState, transitionProblem } from "./transferOrder";

const PREPARER = 1;
const APPROVER = 2;
const draft = (approvalRequired: boolean): OrderState => ({
  status: "draft",
  approvalRequired,
  approvedBy: null,
  preparedBy: PREPARER,
});

describe("an order's life", () => {
  it("goes draft → pending → executed when no approval is needed", () => {
    const sent = applyTransferEvent(draft(false), "send", PREPARER);
    expect(sent).toMatchObject({ ok: true, order: { status: "pending" } });
    if (!sent.ok) return;
    const settled = applyTransferEvent(sent.order, "settle", 0);
    expect(settled).toMatchObject({ ok: true, order: { status: "executed" } });
    if (!settled.ok) return;
    expect(transitionProblem(settled.order, "cancel", PREPARER)).toBe("final");
    expect(transitionProblem(settled.order, "send", PREPARER)).toBe("final");
  });

  it("needs a second person's approval before it is sent, above the owner's threshold", () => {
    const order = draft(true);
    expect(transitionProblem(order, "send", PREPARER)).toBe("approval_missing");
    expect(transitionProblem(order, "approve", PREPARER)).toBe("same_person");
    const approved = applyTransferEvent(order, "approve", APPROVER);
    expect(approved).toMatchObject({ ok: true, order: { status: "draft", approvedBy: APPROVER } });
    if (!approved.ok) return;
    expect(transitionProblem(approved.order, "approve", 3)).toBe("not_approvable");
    expect(transitionProblem(approved.order, "send", PREPARER)).toBeNull();
  });

  it("is not approved when it needs no approval", () => {
    expect(transitionProblem(draft(false), "approve", APPROVER)).toBe("not_approvable");
  });

  it("can be sent again after a rejection, and cancelled while ongoing, never after", () => {
    const pending: OrderState = { ...draft(false), status: "pending" };
    expect(transitionProblem(pending, "send", PREPARER)).toBe("not_sendable");
    const rejected = applyTransferEvent(pending, "reject", 0);
    expect(rejected).toMatchObject({ ok: true, order: { status: "rejected" } });
    if (!rejected.ok) return;
    expect(transitionProblem(rejected.order, "send", PREPARER)).toBeNull();
    expect(transitionProblem(rejected.order, "settle", 0)).toBe("not_pending");
    const cancelled = applyTransferEvent(pending, "cancel", PREPARER);
    expect(cancelled).toMatchObject({ ok: true, order: { status: "cancelled" } });
    if (!cancelled.ok) return;
    expect(transitionProblem(cancelled.order, "cancel", PREPARER)).toBe("final");
    expect(transitionProblem(draft(false), "settle", 0)).toBe("not_pending");
  });

  it("applies four eyes from the threshold on, never without one", () => {
    expect(needsApproval(100_000, 100_000)).toBe(true);
    expect(needsApproval(99_999, 100_000)).toBe(false);
    expect(needsApproval(10_000_000, null)).toBe(false);
  });
});

describe("beneficiary checks", () => {
  it("accepts a French IBAN with spaces and refuses a wrong checksum or a non-SEPA country", () => {
    expect(ibanProblem("FR76 3000 6000 0112 3456 7890 189")).toBeNull();
    expect(normalizeIban("fr76 3000 6000 0112 3456 7890 189")).toBe("FR7630006000011234567890189");
    expect(ibanProblem("FR76 3000 6000 0112 3456 7890 188")).toBe("invalid");
    expect(ibanProblem("  ")).toBe("empty");
    // A valid Brazilian IBAN: right checksum, outside SEPA.
    expect(ibanProblem("BR1800360305000010009795493C1")).toBe("not_sepa");
  });

  it("accepts an empty BIC or an 8/11-character one", () => {
    expect(bicProblem("")).toBeNull();
    expect(bicProblem("bnpa frpp")).toBeNull();
    expect(bicProblem("BNPAFRPPXXX")).toBeNull();
    expect(bicProblem("BNPA")).toBe("invalid");
  });

  it("checks names against the SEPA character set and its 70 characters, accents transliterated", () => {
    expect(toSepaText("Société Générale & Fils")).toBe("Societe Generale + Fils");
    expect(beneficiaryNameProblem("Œuvres d’Hélène")).toBeNull();
    expect(beneficiaryNameProblem("   ")).toBe("empty");
    expect(beneficiaryNameProblem("A".repeat(71))).toBe("too_long");
    expect(beneficiaryNameProblem("Fournisseur <script>")).toBe("characters");
    expect(beneficiaryNameProblem("Fournisseur @ Paris")).toBe("characters");
  });

  it("makes file texts safe and lists the invoice numbers in the remittance", () => {
    expect(sepaSafeText("Café <Noël> #1", 70)).toBe("Cafe Noel 1");
    expect(remittanceOfInvoices(["F-1", "F/2"], "Factures")).toBe("Factures F-1, F/2");
    expect(
      remittanceOfInvoices(
        Array.from({ length: 40 }, (_, i) => `FA-2024-${i}`),
        "Factures",
      ),
    ).toHaveLength(140);
  });
});

const etsItem = (id: string, cents: number, expectedDate: string): PendingItem => ({
  kind: "invoice",
  id: `ets:${id}`,
  categoryId: "7",
  cents,
  expectedDate,
  matched: false,
});
const order = (over: Partial<ForecastTransferOrder>): ForecastTransferOrder => ({
  id: "1",
  kind: "supplier",
  status: "pending",
  amountCents: 50_000,
  executionDate: "2024-03-20",
  categoryId: null,
  etsId: null,
  ...over,
});

describe("transfers in the forecast", () => {
  it("moves the paid invoice to the execution date instead of adding a second outflow", () => {
    const items = withTransferOrders([etsItem("5", -50_000, "2024-04-30")], [order({ etsId: "5" })]);
    expect(items).toEqual([{ ...etsItem("5", -50_000, "2024-03-20") }]);
  });

  it("splits an invoice paid in part: the order's amount on its date, the rest on the invoice's", () => {
    const items = withTransferOrders(
      [etsItem("5", -80_000, "2024-04-30")],
      [order({ etsId: "5", amountCents: 30_000 })],
    );
    expect(items).toEqual([
      etsItem("5", -50_000, "2024-04-30"),
      {
        kind: "transfer",
        id: "transfer:1",
        categoryId: "7",
        cents: -30_000,
        expectedDate: "2024-03-20",
        matched: false,
      },
    ]);
    expect(items.reduce((sum, item) => sum + item.cents, 0)).toBe(-80_000);
  });

  it("adds an order without invoice, and nothing for own accounts, settled, cancelled or paid invoices", () => {
    const items = withTransferOrders(
      [{ ...etsItem("9", -10_000, "2024-04-01"), matched: true }],
      [
        order({ id: "1" }),
        order({ id: "2", kind: "internal" }),
        order({ id: "3", status: "executed" }),
        order({ id: "4", status: "cancelled" }),
        order({ id: "5", etsId: "9" }),
        order({ id: "6", etsId: "404" }),
      ],
    );
    expect(items.map((item) => item.id)).toEqual(["ets:9", "transfer:1"]);
    expect(items[1]).toMatchObject({ cents: -50_000, expectedDate: "2024-03-20" });
  });

  it("counts a paid invoice once in the dashboard: pending on its date, then only its bank line", () => {
    const dashboard = (pendingItems: PendingItem[], actualCents: number) => {
      const result = computeDashboard({
        today: "2024-03-05",
        granularity: "month",
        from: "2024-03-01",
        to: "2024-05-31",
        categories: [{ id: "7", parentId: null, kind: "expense" }],
        actuals: actualCents === 0 ? [] : [{ categoryId: "7", periodKey: "2024-03", cents: actualCents }],
        accounts: [{ id: "1", balanceCents: 1_000_000 + actualCents }],
        baseSeries: [],
        scenarios: [{ id: "base", events: [] }],
        pendingItems,
      });
      const base = result.scenarios[0];
      return { row: base?.rows.find((row) => row.id === "7"), end: base?.totals.end };
    };
    const before = dashboard(
      withTransferOrders([etsItem("5", -50_000, "2024-04-30")], [order({ etsId: "5" })]),
      0,
    );
    // Pending: the outflow is in March (its execution date), not in April (the invoice's date).
    expect(before.row?.shown).toEqual([-50_000, 0, 0]);
    expect(before.end).toEqual([950_000, 950_000, 950_000]);
    // Settled: the line is an actual, the order executed and the ETS matched: counted once, as the line.
    const after = dashboard(
      withTransferOrders(
        [{ ...etsItem("5", 0, "2024-04-30"), matched: true }],
        [order({ etsId: "5", status: "executed" })],
      ),
      -50_000,
    );
    expect(after.row?.shown).toEqual([-50_000, 0, 0]);
    expect(after.end).toEqual([950_000, 950_000, 950_000]);
  });
});

describe("the bank line that settles an order", () => {
  const line = (id: string, over: Partial<Parameters<typeof settleOrders>[1][number]> = {}) => ({
    id,
    accountId: "1",
    amountCents: -50_000,
    bookedOn: "2024-03-21",
    text: "VIR SEPA FOURNISSEUR",
    ...over,
  });
  const pending = (id: string, over: Partial<Parameters<typeof settleOrders>[0][number]> = {}) => ({
    id,
    debtorAccountId: "1",
    amountCents: 50_000,
    executionDate: "2024-03-20",
    endToEndId: `TRZ-${id}`,
    ...over,
  });

  it("is a debit of the order's account, for its amount, near its date", () => {
    const settled = settleOrders(
      [pending("1")],
      [
        line("10", { accountId: "2" }),
        line("11", { amountCents: -50_001 }),
        line("12", { bookedOn: "2024-04-10" }),
        line("13", { amountCents: 50_000 }),
        line("14"),
      ],
    );
    expect([...settled]).toEqual([["1", "14"]]);
  });

  it("gives each line to one order only, the one it names first", () => {
    const settled = settleOrders(
      [pending("1"), pending("2")],
      [line("20", { text: "VIR TRZ-2 ACME" }), line("21", { bookedOn: "2024-03-25" })],
    );
    expect(settled.get("2")).toBe("20");
    expect(settled.get("1")).toBe("21");
    expect(settleOrders([pending("1"), pending("2")], [line("30")]).size).toBe(1);
  });
});
