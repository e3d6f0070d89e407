/**
 * Colour arithmetic for themes and brands, on colorjs.io's tree-shakeable API: parsing any CSS colour,
 * WCAG 2.1 contrast, readable foregrounds and derived hover/active shades (in OKLCH, so a shade looks
 * equally lighter or darker whatever the hue).
 */
import {
  ColorSpace,
  contrastWCAG21,
  deltaEOK,
  HSL,
  HWB,
  Lab,
  LCH,
  OKLab,
  OKLCH,
  type PlainColorObject,
  parse,
  serialize,
  sRGB,
  to,
  toGamut,
} from "colorjs.io/fn";

for (const space of [sRGB, HSL, HWB, Lab, LCH, OKLab, OKLCH]) ColorSpace.register(space);

/** The contrast every text colour keeps against its background (WCAG 2.1 AA, normal text). */
export const MIN_TEXT_CONTRAST = 4.5;

const LIGHT_TEXT = "#ffffff";
const DARK_TEXT = "#0f1b2d";

/**
 * An opaque colour as `#rrggbb`, or `null` when `value` is not a CSS colour this product accepts
 * (unparseable, or translucent: a see-through header has no contrast we could promise).
 */
export function normalizeColor(value: unknown): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  let color: PlainColorObject;
  try {
    color = to(parse(value.trim()), sRGB);
  } catch {
    return null;
  }
  if (color.alpha !== undefined && color.alpha !== null && Number(color.alpha) < 1) return null;
  // "none" components (an achromatic hue, say) count as zero once in sRGB.
  color = { ...color, coords: color.coords.map((coord) => Number(coord ?? 0)) as typeof color.coords };
  if (color.coords.some((coord) => !Number.isFinite(coord))) return null;
  const srgb = toGamut(to(color, sRGB));
  return serialize(srgb, { format: "hex", collapse: false }) as string;
}

/** WCAG 2.1 contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  return contrastWCAG21(parse(a), parse(b));
}

/**
 * How different two colours look: the Euclidean distance in OKLab (ΔE OK, 0 for the same colour, about
 * 0.02 just noticeable side by side; two series lines need far more to be told apart).
 */
export function colorDistance(a: string, b: string): number {
  return deltaEOK(parse(a), parse(b));
}

/**
 * The text colour to put on `background`: `preferred` when it reaches 4.5:1, else the better of the
 * product's dark ink and white, else pure black or white (one of which always reaches 4.58:1).
 */
export function readableOn(background: string, preferred?: string): string {
  if (preferred && contrastRatio(preferred, background) >= MIN_TEXT_CONTRAST) return preferred;
  const candidates = [DARK_TEXT, LIGHT_TEXT, "#000000"];
  let best = LIGHT_TEXT;
  let bestRatio = 0;
  for (const candidate of candidates) {
    const ratio = contrastRatio(candidate, background);
    if (ratio >= MIN_TEXT_CONTRAST) return candidate;
    if (ratio > bestRatio) {
      best = candidate;
      bestRatio = ratio;
    }
  }
  return best;
}

/**
 * `color` moved by `amount` of OKLCH lightness, in `direction` (default: darker for mid and light
 * colours, lighter for very dark ones, so a dark header visibly changes on hover too). `amount` 0.06 is
 * hover, 0.12 is active.
 */
export function shiftLightness(color: string, amount: number, direction?: "darker" | "lighter"): string {
  const oklch = to(parse(color), OKLCH);
  const [lightness = 0, chroma = 0, hue = 0] = oklch.coords.map((coord) => Number(coord ?? 0));
  const way = direction ?? (lightness < 0.3 ? "lighter" : "darker");
  // Near black, OKLCH steps are hard to see: lighten by more so the change stays visible.
  const delta = way === "lighter" ? (lightness < 0.3 ? amount * 2.5 : amount) : -amount;
  const shifted: PlainColorObject = {
    space: OKLCH,
    coords: [Math.min(1, Math.max(0, lightness + delta)), chroma, Number.isNaN(hue) ? 0 : hue],
    alpha: 1,
  };
  return serialize(toGamut(to(shifted, sRGB)), { format: "hex", collapse: false }) as string;
}

function readsOnAll(text: string, backgrounds: string[]): boolean {
  return backgrounds.every((background) => contrastRatio(text, background) >= MIN_TEXT_CONTRAST);
}

/**
 * Hover and active shades of `base`, and one text colour that keeps 4.5:1 on all three. The shades go
 * the usual way (darker, or lighter for very dark colours) unless that would make the text unreadable,
 * in which case they go away from the text colour, which only raises the contrast.
 */
export function interactiveShades(base: string, preferredText?: string) {
  const text = readableOn(base, preferredText);
  const usual = shiftLightness(base, 0.06);
  const usualActive = shiftLightness(base, 0.12);
  if (readsOnAll(text, [usual, usualActive])) return { base, text, hover: usual, active: usualActive };
  const textIsLight = to(parse(text), OKLCH).coords[0] ?? 0;
  const away = Number(textIsLight) > 0.5 ? "darker" : "lighter";
  const hover = shiftLightness(base, 0.06, away);
  const active = shiftLightness(base, 0.12, away);
  if (readsOnAll(text, [hover, active])) return { base, text, hover, active };
  // Unreachable in practice (moving away from the text only raises contrast); keep the base readable.
  return { base, text: readableOn(base), hover: base, active: base };
}
