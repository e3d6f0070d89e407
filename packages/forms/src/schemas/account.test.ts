import { describe, expect, it } from "vitest";
import { emailSchema, newPasswordSchema, passwordChangeSchema, signInSchema, signUpSchema } from "./account";
import { frenchErrorsOf } from "./testing";

describe("emailSchema", () => {
  it("trims and lower-cases", () => {
    expect(emailSchema.parse(" Lea.Martin@Boulangerie-Martin.FR ")).toBe("lea.martin@boulangerie-martin.fr");
  });

  it.each(["lea", "lea@", "@exemple.fr", "lea martin@exemple.fr", "lea@exemple"])("refuses %s", (email) => {
    expect(frenchErrorsOf(emailSchema, email)).toEqual(["Adresse e-mail invalide."]);
  });

  it("asks for it when empty", () => {
    expect(frenchErrorsOf(emailSchema, "  ")).toEqual(["L'adresse e-mail est obligatoire."]);
  });
});

describe("newPasswordSchema", () => {
  it("needs 12 characters and allows long passphrases", () => {
    expect(frenchErrorsOf(newPasswordSchema, "Tr3zo-court")).toEqual([
      "Le mot de passe doit contenir au moins 12 caractères.",
    ]);
    expect(frenchErrorsOf(newPasswordSchema, "trésorerie de la boulangerie")).toEqual([]);
    expect(frenchErrorsOf(newPasswordSchema, `${"p".repeat(63)}q`)).toEqual([]);
    expect(frenchErrorsOf(newPasswordSchema, "pq".repeat(64))).toEqual([]);
    expect(frenchErrorsOf(newPasswordSchema, `${"pq".repeat(64)}r`)).toEqual([
      "Le mot de passe ne peut pas dépasser 128 caractères.",
    ]);
  });

  it("counts an emoji as one character", () => {
    expect(frenchErrorsOf(newPasswordSchema, "😀".repeat(11))).toEqual([
      "Le mot de passe doit contenir au moins 12 caractères.",
    ]);
  });

  it.each([
    "qwerty123456",
    "QWERTY123456",
    "1qaz2wsx3edc",
    "administrator",
    "Motdepasse2026!",
    "azertyuiop123",
  ])("refuses the common password %s", (password) => {
    expect(frenchErrorsOf(newPasswordSchema, password)).toEqual([
      "Ce mot de passe est trop courant. Choisissez-en un autre.",
    ]);
  });
});

describe("forms", () => {
  it("sign-in only needs a password, sign-up needs the policy and the terms", () => {
    expect(signInSchema.safeParse({ email: "lea@exemple.fr", password: "court" }).success).toBe(true);
    expect(
      frenchErrorsOf(signUpSchema, { email: "lea@exemple.fr", password: "court", acceptTerms: false }),
    ).toEqual([
      "Le mot de passe doit contenir au moins 12 caractères.",
      "Vous devez accepter les conditions d'utilisation.",
    ]);
  });

  it("sign-up refuses the e-mail address as password, as the server does", () => {
    const email = "lea.martin.boulangerie@exemple.fr";
    expect(frenchErrorsOf(signUpSchema, { email, password: email, acceptTerms: true })).toEqual([
      "Le mot de passe ne peut pas être votre adresse e-mail.",
    ]);
  });

  it("password change: confirmation must match, new must differ", () => {
    const base = { currentPassword: "ancien mot de passe", newPassword: "nouvelle phrase secrète" };
    expect(frenchErrorsOf(passwordChangeSchema, { ...base, confirmPassword: "autre chose" })).toEqual([
      "Les mots de passe ne correspondent pas.",
    ]);
    expect(
      frenchErrorsOf(passwordChangeSchema, {
        currentPassword: base.newPassword,
        newPassword: base.newPassword,
        confirmPassword: base.newPassword,
      }),
    ).toEqual(["Le nouveau mot de passe doit être différent de l'actuel."]);
    expect(passwordChangeSchema.safeParse({ ...base, confirmPassword: base.newPassword }).success).toBe(true);
  });
});
