import { type PartnerAdapter, type PartnerInvoice, PartnerRefusedError } from "./partnerAdapter";

/**
 * The sandbox partner (issue 23: "a sandbox partner lets the whole path run on a laptop"): no network,
 * fixed invoices dated around today. A token starting with `sandbox` opens the account "Sandbox SAS";
 * any other is refused, so the refusal path can be tried too.
 */

function shifted(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The sandbox's invoices on `today`: two sales (one paid), one purchase, a draft that is not imported. */
export function sandboxInvoices(today: string): PartnerInvoice[] {
  const invoice = (
    externalId: string,
    kind: PartnerInvoice["kind"],
    number: string,
    counterpartyName: string,
    issueDays: number,
    dueDays: number,
    exclTax: number,
    status: PartnerInvoice["status"],
  ): PartnerInvoice => {
    const vat = Math.round(exclTax * 0.2);
    return {
      externalId,
      kind,
      number,
      label: `${counterpartyName} ${number}`,
      counterpartyName,
      issueDate: shifted(today, issueDays),
      dueDate: shifted(today, dueDays),
      amountExclTaxCents: exclTax,
      vatCents: vat,
      amountInclTaxCents: exclTax + vat,
      remainingCents: status === "paid" ? 0 : exclTax + vat,
      currency: "EUR",
      status,
    };
  };
  return [
    invoice("sb-1", "customer", "SB-2001", "Boulangerie Martin", -10, 20, 120_000, "open"),
    invoice("sb-2", "customer", "SB-2002", "Atelier Durand", -40, -10, 45_000, "paid"),
    invoice("sb-3", "supplier", "FO-881", "Imprimerie Leroy", -5, 25, 30_000, "open"),
    invoice("sb-4", "customer", "SB-2003", "Boulangerie Martin", 0, 30, 10_000, "draft"),
  ];
}

export function sandboxPartnerAdapter(today: () => string): PartnerAdapter {
  const check = (token: string) => {
    if (!token.startsWith("sandbox")) throw new PartnerRefusedError(401);
  };
  return {
    name: "sandbox",
    async verify(token) {
      check(token);
      return { ref: "sandbox-1", label: "Sandbox SAS" };
    },
    async invoices(token) {
      check(token);
      return sandboxInvoices(today());
    },
  };
}
