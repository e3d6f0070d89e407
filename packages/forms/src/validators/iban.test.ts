import { describe, expect, it } from "vitest";
import { checkIban, formatIban, isValidIban } from "./iban";

/** Example IBANs published by the SWIFT IBAN registry and national banks, one per country. */
const PUBLISHED_IBANS = [
  "AD1200012030200359100100",
  "AT611904300234573201",
  "BE68539007547034",
  "BG80BNBG96611020345678",
  "CH9300762011623852957",
  "CY17002001280000001200527600",
  "CZ6508000000192000145399",
  "DE89370400440532013000",
  "DK5000400440116243",
  "EE382200221020145685",
  "ES9121000418450200051332",
  "FI2112345600000785",
  "FR1420041010050500013M02606",
  "FR7630006000011234567890189",
  "GB29NWBK60161331926819",
  "GR1601101250000000012300695",
  "HR1210010051863000160",
  "HU42117730161111101800000000",
  "IE29AIBK93115212345678",
  "IT60X0542811101000000123456",
  "LT121000011101001000",
  "LU280019400644750000",
  "LV80BANK0000435195001",
  "MC5811222000010123456789030",
  "MT84MALT011000012345MTLCAST001S",
  "NL91ABNA0417164300",
  "NO9386011117947",
  "PL61109010140000071219812874",
  "PT50000201231234567890154",
  "RO49AAAA1B31007593840000",
  "SE4550000000058398257466",
  "SI56263300012039086",
  "SK3112000000198742637541",
  "TR330006100519786457841326",
  "UA213223130000026007233566001",
];

describe("IBAN", () => {
  it.each(PUBLISHED_IBANS)("accepts %s", (iban) => {
    expect(checkIban(iban)).toBe("valid");
  });

  it("accepts the printed form: spaces, dashes, lower case", () => {
    expect(isValidIban("fr76 3000 6000 0112 3456 7890 189")).toBe(true);
    expect(isValidIban("DE89-3704-0044-0532-0130-00")).toBe(true);
  });

  it.each(PUBLISHED_IBANS)("refuses %s with a changed character", (iban) => {
    const last = iban.at(-1) ?? "0";
    const changed = `${iban.slice(0, -1)}${last === "1" ? "2" : "1"}`;
    expect(checkIban(changed)).toBe("invalid");
  });

  it.each(PUBLISHED_IBANS)("refuses %s one character short, or with swapped neighbours", (iban) => {
    expect(checkIban(iban.slice(0, -1))).toBe("invalid");
    const swapAt = iban.length - 3;
    const swapped = `${iban.slice(0, swapAt)}${iban[swapAt + 1]}${iban[swapAt]}${iban.slice(swapAt + 2)}`;
    if (swapped !== iban) expect(checkIban(swapped)).toBe("invalid");
  });

  it("applies the spec's rule when no country is known: two letters first", () => {
    expect(checkIban("7630006000011234567890189")).toBe("countryUnknown");
    expect(checkIban("1X30006000011234567890189")).toBe("countryUnknown");
    expect(checkIban("")).toBe("countryUnknown");
    // Two letters of no IBAN country: a country code, but not a valid IBAN.
    expect(checkIban("XX7630006000011234567890189")).toBe("invalid");
  });

  it("checks the IBAN against the billing country when it is known", () => {
    expect(checkIban("FR7630006000011234567890189", "FR")).toBe("valid");
    expect(checkIban("DE89370400440532013000", "FR")).toBe("invalid");
    expect(checkIban("7630006000011234567890189", "FR")).toBe("invalid");
  });

  it("prints in groups of 4", () => {
    expect(formatIban("fr7630006000011234567890189")).toBe("FR76 3000 6000 0112 3456 7890 189");
  });
});
