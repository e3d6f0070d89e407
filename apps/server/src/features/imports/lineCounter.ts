/**
 * 1-based line numbers of offsets in a text, for offsets asked in increasing order (one pass over the
 * text whatever the number of questions).
 */
export function lineCounter(text: string): (offset: number) => number {
  let line = 1;
  let scanned = 0;
  return (offset: number) => {
    if (offset < scanned) {
      line = 1;
      scanned = 0;
    }
    let index = text.indexOf("\n", scanned);
    while (index !== -1 && index < offset) {
      line += 1;
      index = text.indexOf("\n", index + 1);
    }
    scanned = offset;
    return line;
  };
}
