import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { decodeText } from "./decodeText";

const TEXT = "Date;Libellé;Montant\n03/11/2023;Prélèvement EDF « électricité »;-84,12 €\n";

function bytes(encoding: string, bom = false): Uint8Array {
  return new Uint8Array(iconv.encode(TEXT, encoding, { addBOM: bom }));
}

describe("decodeText", () => {
  it.each([
    ["utf-8", false, "utf-8"],
    ["utf-8", true, "utf-8"],
    ["utf-16le", true, "utf-16le"],
    ["utf-16le", false, "utf-16le"],
    ["utf-16be", true, "utf-16be"],
    ["utf-16be", false, "utf-16be"],
    ["windows-1252", false, "windows-1252"],
  ] as const)("reads %s (BOM: %s)", (encoding, bom, detected) => {
    const decoded = decodeText(bytes(encoding, bom));
    expect(decoded.encoding).toBe(detected);
    expect(decoded.text).toBe(TEXT);
  });
});
