import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { declaredUncompressedSize } from "./zipSize";

async function smallWorkbook(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet("Prévisionnel").getCell(1, 1).value = "x".repeat(10_000);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Offset of the central directory's first entry. */
function firstEntry(file: Uint8Array): number {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  for (let offset = file.byteLength - 22; offset >= 0; offset -= 1) {
    if (view.getUint32(offset, true) === 0x06054b50) return view.getUint32(offset + 16, true);
  }
  throw new Error("no end of central directory");
}

describe("declaredUncompressedSize", () => {
  it("adds up what a workbook's entries inflate to", async () => {
    const file = await smallWorkbook();
    const size = declaredUncompressedSize(file);
    // The 10 000-character cell compresses well: the workbook declares more than it weighs.
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeGreaterThan(file.byteLength);
  });

  it("sees an entry that claims to inflate to a gigabyte, and refuses what is not a ZIP", async () => {
    const file = await smallWorkbook();
    const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
    view.setUint32(firstEntry(file) + 24, 0x40000000, true);
    expect(declaredUncompressedSize(file)).toBeGreaterThan(1_000_000_000);
    expect(declaredUncompressedSize(new TextEncoder().encode("pas un classeur"))).toBeNull();
    expect(declaredUncompressedSize(new Uint8Array(0))).toBeNull();
  });
});
