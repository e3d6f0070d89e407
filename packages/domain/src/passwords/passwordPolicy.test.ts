import { describe, expect, it } from "vitest";
import { isCommonPassword, PASSWORD_MIN_LENGTH, passwordLength, passwordProblem } from "./passwordPolicy";

describe("passwordProblem", () => {
  it("needs 12 characters as people count them, and at most 128", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(passwordProblem("")).toBe("Required");
    expect(passwordProblem("Tr3zo-court")).toBe("TooShort");
    expect(passwordProblem("😀🍞🥐🧾💶📈🏦🧮📊🗂️")).toBe("TooShort");
    expect(passwordLength("😀")).toBe(1);
    expect(passwordProblem("trésorerie de la boulangerie")).toBeNull();
    expect(passwordProblem("pq".repeat(64))).toBeNull();
    expect(passwordProblem(`${"pq".repeat(64)}r`)).toBe("TooLong");
  });

  it.each(["password", "12345678", "azerty"])("refuses %s, which the server used to accept", (password) => {
    expect(passwordProblem(password)).not.toBeNull();
  });

  it.each([
    "qwerty123456",
    "QWERTY123456",
    "1qaz2wsx3edc",
    "administrator",
    "password1234",
    "azertyuiop123",
    "Motdepasse2026!",
    "mot de passe 123",
    "Marseille13013",
    "jetaime123456",
    "Trésorerie2026",
    "aaaaaaaaaaaa",
    "abcdefghijklmn",
    "2026-Abcdefgh",
  ])("refuses the common password %s", (password) => {
    expect(passwordProblem(password)).toBe("Common");
  });

  it.each([
    "correct-horse-battery-staple",
    "Demo-Trezo-2026",
    "boulangerie martin rue des lilas",
    "Tr3zo-pas-si-court",
  ])("accepts %s", (password) => {
    expect(isCommonPassword(password)).toBe(false);
    expect(passwordProblem(password)).toBeNull();
  });

  it("refuses the e-mail address or its local part", () => {
    const email = "lea.martin.boulangerie@exemple.fr";
    expect(passwordProblem("Lea.Martin.Boulangerie@exemple.fr", { email })).toBe("IsEmail");
    expect(passwordProblem("lea.martin.boulangerie", { email })).toBe("IsEmail");
    expect(passwordProblem("lea.martin.boulangerie", { email: "autre@exemple.fr" })).toBeNull();
  });

  it("refuses the current password", () => {
    expect(passwordProblem("nouvelle phrase secrète", { currentPassword: "nouvelle phrase secrète" })).toBe(
      "Unchanged",
    );
    expect(passwordProblem("nouvelle phrase secrète", { currentPassword: "ancienne phrase" })).toBeNull();
  });
});
