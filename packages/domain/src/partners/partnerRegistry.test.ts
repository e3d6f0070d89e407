import { describe, expect, it } from "vitest";
import { isPartnerApiKey, PARTNER_NAMES, partnerNamed } from "./partnerRegistry";

describe("partner registry", () => {
  it("names every partner of the spec's sign-up routes once, plus the sandbox", () => {
    expect([...PARTNER_NAMES].sort()).toEqual(
      ["axonaut", "evoliz", "libeo", "odoo", "pennylane", "progbat", "sandbox"].sort(),
    );
    expect(new Set(PARTNER_NAMES).size).toBe(PARTNER_NAMES.length);
  });

  it("finds a partner whatever the case, and nothing for an unknown name", () => {
    expect(partnerNamed(" PennyLane ")?.name).toBe("pennylane");
    expect(partnerNamed("quickbooks")).toBeNull();
  });

  it("tells a partner API key from other bearer values", () => {
    expect(isPartnerApiKey(`trzpk_${"a".repeat(43)}`)).toBe(true);
    expect(isPartnerApiKey("a".repeat(43))).toBe(false);
    expect(isPartnerApiKey("trzpk_short")).toBe(false);
  });
});
