import { describe, expect, it } from "vitest";
import { passwordStrength } from "./passwordStrength";

describe("passwordStrength", () => {
  it("scores guessable passwords low and long random ones high", () => {
    expect(passwordStrength("")).toBe(0);
    expect(passwordStrength("password")).toBe(0);
    expect(passwordStrength("qwerty123456")).toBeLessThanOrEqual(1);
    expect(passwordStrength("vK9#qL2!zR7@mW4$")).toBe(4);
  });

  it("counts the user's own details as guessable", () => {
    expect(passwordStrength("boulangeriemartin2026", ["boulangeriemartin"])).toBeLessThan(
      passwordStrength("boulangeriemartin2026"),
    );
  });
});
