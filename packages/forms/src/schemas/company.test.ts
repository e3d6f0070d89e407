import { describe, expect, it } from "vitest";
import { companySchema } from "./company";
import { frenchErrorsOf } from "./testing";

describe("companySchema", () => {
  const company = companySchema({ accountingFirm: false });
  const clientFile = companySchema({ accountingFirm: true });

  it("needs a name that is not blank", () => {
    expect(frenchErrorsOf(company, { name: "   ", siret: "" })).toEqual([
      "Le nom de la société est obligatoire.",
    ]);
    expect(company.parse({ name: " Boulangerie Martin ", siret: "" })).toEqual({
      name: "Boulangerie Martin",
    });
  });

  it("checks a SIRET when one is given", () => {
    expect(frenchErrorsOf(company, { name: "EDF", siret: "552 081 317 66523" })).toEqual(["SIRET invalide."]);
    expect(company.parse({ name: "EDF", siret: "552 081 317 66522" })).toEqual({
      name: "EDF",
      siret: "55208131766522",
    });
  });

  it("requires a SIRET when an accounting firm creates the company", () => {
    expect(frenchErrorsOf(clientFile, { name: "EDF", siret: "" })).toEqual(["Le SIRET est obligatoire."]);
    expect(frenchErrorsOf(clientFile, { name: "EDF", siret: "1234" })).toEqual(["SIRET invalide."]);
    expect(clientFile.parse({ name: "EDF", siret: "55208131766522" })).toEqual({
      name: "EDF",
      siret: "55208131766522",
    });
  });
});
