/**
 * Aho-Corasick automaton over many literal patterns: one pass over a text finds every pattern it
 * contains, whatever the number of patterns. This is what lets a thousand "label contains X" rules run
 * over a million transactions in well under a second: each label is read once, not once per rule.
 *
 * The automaton is a full DFA over the alphabet of the patterns (plus one symbol for "any other
 * character"), stored in typed arrays.
 */
export class LiteralAutomaton {
  /** Code unit → symbol; 0 is "a character no pattern uses". */
  private readonly symbolOf: Uint16Array;
  private readonly alphabetSize: number;
  private readonly transitions: Int32Array;
  /** Patterns ending at each state (its own and those of its suffixes), as ranges into `outputs`. */
  private readonly outputStart: Int32Array;
  private readonly outputEnd: Int32Array;
  private readonly outputs: Int32Array;
  /** Length of each pattern, by pattern id. */
  readonly patternLengths: Int32Array;

  /** Builds the automaton; pattern ids are indices in `patterns`. Empty patterns are not allowed. */
  constructor(patterns: readonly string[]) {
    this.symbolOf = new Uint16Array(65_536);
    let symbols = 1;
    for (const pattern of patterns) {
      if (pattern.length === 0) throw new RangeError("LiteralAutomaton: empty pattern");
      for (let i = 0; i < pattern.length; i++) {
        const code = pattern.charCodeAt(i);
        if (this.symbolOf[code] === 0) this.symbolOf[code] = symbols++;
      }
    }
    this.alphabetSize = symbols;
    this.patternLengths = Int32Array.from(patterns, (pattern) => pattern.length);

    // Trie.
    const children: Array<Map<number, number>> = [new Map()];
    const ownOutputs: number[][] = [[]];
    patterns.forEach((pattern, patternId) => {
      let state = 0;
      for (let i = 0; i < pattern.length; i++) {
        const symbol = this.symbolOf[pattern.charCodeAt(i)] as number;
        const node = children[state] as Map<number, number>;
        let next = node.get(symbol);
        if (next === undefined) {
          next = children.length;
          children.push(new Map());
          ownOutputs.push([]);
          node.set(symbol, next);
        }
        state = next;
      }
      (ownOutputs[state] as number[]).push(patternId);
    });

    // Breadth-first: failure links, full transitions and merged outputs.
    const stateCount = children.length;
    const size = this.alphabetSize;
    const transitions = new Int32Array(stateCount * size);
    const failure = new Int32Array(stateCount);
    const merged: number[][] = new Array(stateCount);
    merged[0] = ownOutputs[0] as number[];
    const queue: number[] = [];
    for (let symbol = 0; symbol < size; symbol++) {
      const child = (children[0] as Map<number, number>).get(symbol);
      if (child !== undefined) {
        transitions[symbol] = child;
        failure[child] = 0;
        queue.push(child);
      }
    }
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head] as number;
      merged[state] = [...(ownOutputs[state] as number[]), ...(merged[failure[state] as number] as number[])];
      const node = children[state] as Map<number, number>;
      for (let symbol = 0; symbol < size; symbol++) {
        const child = node.get(symbol);
        const fallback = transitions[(failure[state] as number) * size + symbol] as number;
        if (child !== undefined) {
          failure[child] = fallback;
          transitions[state * size + symbol] = child;
          queue.push(child);
        } else {
          transitions[state * size + symbol] = fallback;
        }
      }
    }
    this.transitions = transitions;
    this.outputStart = new Int32Array(stateCount);
    this.outputEnd = new Int32Array(stateCount);
    const flat: number[] = [];
    for (let state = 0; state < stateCount; state++) {
      this.outputStart[state] = flat.length;
      for (const patternId of merged[state] ?? []) flat.push(patternId);
      this.outputEnd[state] = flat.length;
    }
    this.outputs = Int32Array.from(flat);
  }

  /**
   * Calls `onMatch(patternId, endIndex)` for every occurrence of every pattern in `text`
   * (`endIndex` is the index of the occurrence's last character).
   */
  scan(text: string, onMatch: (patternId: number, endIndex: number) => void): void {
    const { symbolOf, transitions, outputStart, outputEnd, outputs, alphabetSize } = this;
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      state = transitions[state * alphabetSize + (symbolOf[text.charCodeAt(i)] as number)] as number;
      const end = outputEnd[state] as number;
      for (let k = outputStart[state] as number; k < end; k++) onMatch(outputs[k] as number, i);
    }
  }
}
