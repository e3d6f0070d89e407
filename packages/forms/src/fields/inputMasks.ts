/**
 * What identifier fields show while people type: digits grouped as on official documents. The masks
 * keep every letter and digit typed (a wrong character must stay visible so the error makes sense) and
 * only rearrange the spaces; the schemas remove the spaces again.
 */

/** Groups the characters of `value` by `sizes` (the last group takes the rest), separated by spaces. */
export function groupCharacters(value: string, sizes: readonly number[]): string {
  const characters = value.replace(/[^0-9A-Za-z]/g, "");
  const groups: string[] = [];
  let start = 0;
  for (const size of sizes) {
    if (start >= characters.length) break;
    groups.push(characters.slice(start, start + size));
    start += size;
  }
  if (start < characters.length) groups.push(characters.slice(start));
  return groups.join(" ");
}

/** A SIRET as INSEE prints it: 3 3 3 5 ("732 829 320 00074"). */
export function maskSiret(value: string): string {
  return groupCharacters(value, [3, 3, 3, 5]);
}

/** An IBAN in upper case, in groups of 4 ("FR76 3000 6000 0112 3456 7890 189"). */
export function maskIban(value: string): string {
  const characters = value.replace(/[^0-9A-Za-z]/g, "").toUpperCase();
  return groupCharacters(
    characters,
    Array.from({ length: Math.ceil(characters.length / 4) }, () => 4),
  );
}
