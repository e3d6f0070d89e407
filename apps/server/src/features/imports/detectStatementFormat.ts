import type { StatementFormat } from "./statementLine";

/**
 * The format of a statement file, from its content first (a renamed file still reads) and its name
 * second: XLSX is a ZIP; OFX/QFX starts with OFXHEADER or holds <OFX>; CAMT.053 is XML holding
 * BkToCstmrStmt (or a camt.052 report, a camt.054 notification); QIF starts with !Type: (or !Account, !Option);
 * CFONB 120 starts with an old balance record (`01`, bank code) of about 120 characters (or holds no
 * line break at all); MT940 has `:20:`, then `:25:` and an opening balance `:60F:`/`:60M:` (after the
 * SWIFT envelope `{1:…}` when there is one); anything else is read as CSV.
 * Returns null for other ZIP or XML files and for legacy binary .xls.
 */
export function detectStatementFormat(bytes: Uint8Array, fileName = ""): StatementFormat | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    return /\.(xlsx|xlsm)$/i.test(fileName) || fileName === "" ? "xlsx" : null;
  }
  // Legacy .xls (OLE2 compound file): not supported, say so rather than read garbage as CSV.
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) return null;
  // Look at the start as Latin-1 with zero bytes removed: enough for the markers, whatever the encoding.
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString("latin1")
    .split("\u0000")
    .join("")
    .replace(/^\u00ef\u00bb\u00bf|^\u00ff\u00fe|^\u00fe\u00ff/, "")
    .trimStart();
  if (/^OFXHEADER/i.test(head) || /<OFX>/i.test(head)) return "ofx";
  if (/^!(Type|Account|Option)/i.test(head)) return "qif";
  if (looksLikeCfonb(head)) return "cfonb120";
  if (/^(?:\{[1-4]:[^\r\n]*)?[\r\n]*:20:/.test(head) && /:25:/.test(head) && /:60[FM]:/.test(head))
    return "mt940";
  if (head.startsWith("<"))
    return /BkToCstmr(?:Stmt|AcctRpt|DbtCdtNtfctn)|camt\.05[234]/.test(head) || /\.xml$/i.test(fileName)
      ? "camt053"
      : null;
  if (/\.(ofx|qfx)$/i.test(fileName)) return "ofx";
  if (/\.qif$/i.test(fileName)) return "qif";
  return "csv";
}

/**
 * A CFONB 120 file's start: `01`, five digits of bank code, and a first record of 120 characters give
 * or take a few (a broken record is then refused as CFONB, saying why), or no line break in it at all.
 */
function looksLikeCfonb(head: string): boolean {
  if (!/^01\d{5}/.test(head)) return false;
  const firstLine = /^[^\r\n]*/.exec(head)?.[0] ?? "";
  if (firstLine.length === head.length) return head.length >= 120;
  return firstLine.length >= 100 && firstLine.length <= 140;
}
