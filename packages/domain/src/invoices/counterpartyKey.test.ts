import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeLabel } from "../labels";
import { counterpartyKey, counterpartyNameKey } from "./counterpartyKey";

const siren = fc.stringMatching(/^[0-9]{9}$/);

describe("counterpartyNameKey", () => {
  it("keeps digits, so numbered customers stay apart (normalizeLabel merges them)", () => {
    expect(normalizeLabel("Client 12")).toBe(normalizeLabel("Client 13"));
    expect(counterpartyNameKey("Client 12")).toBe("CLIENT 12");
    expect(counterpartyNameKey("Client 12")).not.toBe(counterpartyNameKey("Client 13"));
  });

  it("folds accents, case and punctuation", () => {
    expect(counterpartyNameKey("  Société  Générale, S.A. ")).toBe("SOCIETE GENERALE S A");
    expect(counterpartyNameKey("cœur-de-lion")).toBe("COEUR DE LION");
    expect(counterpartyNameKey("!!!")).toBe("");
  });

  it("is idempotent and insensitive to case and surrounding spaces", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const key = counterpartyNameKey(name);
        expect(counterpartyNameKey(key)).toBe(key);
        expect(counterpartyNameKey(`  ${name.toLowerCase()} `)).toBe(counterpartyNameKey(name.toUpperCase()));
        expect(key.length).toBeLessThanOrEqual(160);
      }),
    );
  });

  it("never merges names that differ by a number", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{1,12}$/), fc.nat(100_000), fc.nat(100_000), (word, a, b) => {
        fc.pre(a !== b);
        expect(counterpartyNameKey(`${word} ${a}`)).not.toBe(counterpartyNameKey(`${word} ${b}`));
      }),
    );
  });
});

describe("counterpartyKey", () => {
  it("uses the SIREN when known, whatever the name", () => {
    fc.assert(
      fc.property(siren, fc.string(), fc.string(), (id, one, other) => {
        expect(counterpartyKey({ name: one, siren: id })).toBe(counterpartyKey({ name: other, siren: id }));
      }),
    );
  });

  it("falls back to the name key without a valid SIREN, and never collides with a SIREN key", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(null, undefined, "", "12345", "ABCDEFGHI"),
        siren,
        (name, bad, id) => {
          expect(counterpartyKey({ name, siren: bad })).toBe(counterpartyNameKey(name));
          expect(counterpartyKey({ name, siren: bad })).not.toBe(counterpartyKey({ name, siren: id }));
        },
      ),
    );
  });

  it("tells two SIRENs apart and reads one written with spaces", () => {
    expect(counterpartyKey({ name: "ACME", siren: "123 456 789" })).toBe("SIREN:123456789");
    expect(counterpartyKey({ name: "ACME", siren: "123456789" })).not.toBe(
      counterpartyKey({ name: "ACME", siren: "987654321" }),
    );
  });
});
