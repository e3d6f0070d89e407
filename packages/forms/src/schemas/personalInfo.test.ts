import { describe, expect, it } from "vitest";
import { isPersonalInfoComplete, personalInfoSchema, telephoneSchema } from "./personalInfo";
import { frenchErrorsOf } from "./testing";

describe("personalInfoSchema", () => {
  it("accepts a complete profile and yields trimmed names and an E.164 telephone", () => {
    expect(
      personalInfoSchema.parse({ firstName: " Léa ", lastName: "Ng", telephone: "06 12 34 56 78" }),
    ).toEqual({
      firstName: "Léa",
      lastName: "Ng",
      telephone: "+33612345678",
    });
  });

  it("needs more than 1 trimmed character in each name (spec 000 §5)", () => {
    const result = personalInfoSchema.safeParse({
      firstName: " J ",
      lastName: "  ",
      telephone: "0612345678",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["firstName", "lastName"]);
    expect(
      frenchErrorsOf(personalInfoSchema, { firstName: "J", lastName: "Ng", telephone: "0612345678" }),
    ).toEqual(["Le prénom doit contenir au moins 2 caractères."]);
  });

  it("requires a telephone and parses it", () => {
    expect(frenchErrorsOf(telephoneSchema, " ")).toEqual(["Le numéro de téléphone est obligatoire."]);
    expect(telephoneSchema.parse("+33 1 42 68 53 00")).toBe("+33142685300");
    expect(telephoneSchema.parse("+44 20 7946 0958")).toBe("+442079460958");
    expect(telephoneSchema.parse("+49 30 901820")).toBe("+4930901820");
    for (const bad of ["06 12 34", "00 00 00 00 00", "abc", "+33 6 12 34 56 78 90"]) {
      expect(frenchErrorsOf(telephoneSchema, bad), bad).toEqual(["Numéro de téléphone invalide."]);
    }
  });
});

describe("isPersonalInfoComplete", () => {
  it("mirrors the navigation guard's rule", () => {
    expect(isPersonalInfoComplete({ firstName: "Léa", lastName: "Martin", telephone: "+33612345678" })).toBe(
      true,
    );
    expect(isPersonalInfoComplete({ firstName: "L", lastName: "Martin", telephone: "+33612345678" })).toBe(
      false,
    );
    expect(isPersonalInfoComplete({ firstName: "Léa", lastName: "Martin", telephone: " " })).toBe(false);
    expect(isPersonalInfoComplete({ firstName: "Léa", lastName: null, telephone: "+33612345678" })).toBe(
      false,
    );
  });
});
