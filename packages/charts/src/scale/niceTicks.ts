/**
 * Round axis ticks for amounts in cents: a step of 1, 2, 2.5 or 5 times a power of ten (2.5 only from
 * 25 cents up, so every tick is a whole number of cents), a first tick at or below the lowest value and
 * a last at or above the highest. Recharts' own ticks follow its domain, and a domain padded from the
 * data gave ticks such as 12 345,6 € on the dashboard's axes.
 */

const STEP_FACTORS = [1, 2, 2.5, 5, 10] as const;

/** The smallest round step, in cents, that spans `span` in about `intervals` steps. */
function niceStep(span: number, intervals: number): number {
  const raw = span / intervals;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  for (const factor of STEP_FACTORS) {
    const step = factor * magnitude;
    if (step < raw) continue;
    // 2.5 × 1 cent is not a whole cent.
    if (!Number.isInteger(step)) continue;
    return step;
  }
  return 10 * magnitude;
}

/**
 * About `count` round ticks (integer cents, ascending, evenly spaced) from at most `min` to at least
 * `max`. The ticks include 0 when `includeZero` (the flows' axis, where income and expense meet).
 */
export function niceTicks(values: readonly number[], count = 5, includeZero = false): number[] {
  const finite = values.filter((value) => Number.isFinite(value));
  if (includeZero) finite.push(0);
  if (finite.length === 0) return [0];
  let low = Math.min(...finite);
  let high = Math.max(...finite);
  if (low === high) {
    // A flat line: a step around it (a tenth of its size, or one unit of money around zero).
    const pad = low === 0 ? 100 : Math.abs(low) / 10;
    low -= pad;
    high += pad;
  }
  const step = Math.max(1, niceStep(high - low, Math.max(1, count - 1)));
  const first = Math.floor(low / step) * step;
  const last = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let index = 0; first + index * step <= last + step / 2; index += 1) {
    ticks.push(Math.round(first + index * step) + 0);
  }
  return ticks;
}
