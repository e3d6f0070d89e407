import { readFileSync } from "node:fs";
import { XmlDocument, XsdValidator } from "libxml2-wasm";

/**
 * The EPC's pain.001.001.09 schema (fixtures/pain.001.001.09.xsd, its source noted there), loaded once
 * with libxml2: what the tests hold every file Trezo writes to.
 */
let validator: XsdValidator | null = null;

function schemaValidator(): XsdValidator {
  if (!validator) {
    const xsd = readFileSync(new URL("./fixtures/pain.001.001.09.xsd", import.meta.url), "utf8");
    const schema = XmlDocument.fromString(xsd);
    validator = XsdValidator.fromDoc(schema);
  }
  return validator;
}

/** The schema's complaint about `xml`, or null when the file is valid. */
export function pain001SchemaProblem(xml: string): string | null {
  const doc = XmlDocument.fromString(xml);
  try {
    schemaValidator().validate(doc);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    doc.dispose();
  }
}
