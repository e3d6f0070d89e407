import { describe, expect, it } from "vitest";
import { signUpVariantOf } from "./signUpVariant";

describe("sign-up variants", () => {
  it("prefills the partner of partner routes", () => {
    expect(signUpVariantOf("signup-libeo", {}).partner).toBe("libeo");
    expect(signUpVariantOf("signupPartner", { partnerName: "qonto" }).partner).toBe("qonto");
    expect(signUpVariantOf("signup", {}).partner).toBeNull();
  });

  it("recognises an accounting firm's sign-up", () => {
    expect(signUpVariantOf("signupCpa", {}).accountingFirm).toBe(true);
    expect(signUpVariantOf("signupCpaRca", {}).accountingFirm).toBe(true);
    expect(signUpVariantOf("signup", {}).accountingFirm).toBe(false);
  });

  it("starts /signup-en in English", () => {
    expect(signUpVariantOf("signupEn", {}).locale).toBe("en-GB");
  });
});
