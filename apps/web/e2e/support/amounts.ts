/** Cents of the first amount in `text` as fr-FR writes it ("-12 345,67 €"). */
export function centsOf(text: string): number {
  const match = /(-|−)?[\d\s\u202f\u00a0]+,\d{2}\s?€/.exec(text);
  if (!match) throw new Error(`no amount in ${JSON.stringify(text)}`);
  const digits = match[0].replace(/[^\d]/g, "");
  return (match[1] ? -1 : 1) * Number(digits);
}
