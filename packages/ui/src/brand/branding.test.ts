import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { themeValues } from "../theme/themeValues";
import { lightTokens } from "../theme/tokens";
import { resolveBranding } from "./branding";
import { contrastRatio, MIN_TEXT_CONTRAST, normalizeColor } from "./color";

const byte = fc.integer({ min: 0, max: 255 });
const hex = fc
  .tuple(byte, byte, byte)
  .map(([r, g, b]) => `#${[r, g, b].map((value) => value.toString(16).padStart(2, "0")).join("")}`);
const rgb = fc.tuple(byte, byte, byte).map(([r, g, b]) => `rgb(${r}, ${g}, ${b})`);
const hsl = fc
  .tuple(fc.integer({ min: 0, max: 360 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }))
  .map(([h, s, l]) => `hsl(${h} ${s}% ${l}%)`);
const oklch = fc
  .tuple(
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.double({ min: 0, max: 0.4, noNaN: true }),
    fc.integer({ min: 0, max: 360 }),
  )
  .map(([l, c, h]) => `oklch(${l.toFixed(3)} ${c.toFixed(3)} ${h})`);
const anyColor = fc.oneof(hex, rgb, hsl, oklch);

function expectReadable(text: string, background: string) {
  expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
}

describe("brand colours", () => {
  it("keeps 4.5:1 on the header in every state and on the menu, whatever colours are given", () => {
    fc.assert(
      fc.property(
        anyColor,
        anyColor,
        anyColor,
        fc.constantFrom("light", "dark", "partner" as const),
        (header, menu, active, theme) => {
          const { values, warnings } = resolveBranding(
            { app_header_bg_color: header, menu_text_color: menu, menu_active_text_color: active },
            theme,
          );
          expect(warnings).toEqual([]);
          expectReadable(values.header.text, values.header.background);
          expectReadable(values.header.text, values.header.backgroundHover);
          expectReadable(values.header.text, values.header.backgroundActive);
          expectReadable(values.nav.text, values.nav.background);
          expectReadable(values.nav.activeText, values.nav.activeBackground);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("derives hover and active shades that differ from the base", () => {
    fc.assert(
      fc.property(hex, (header) => {
        const { values } = resolveBranding({ app_header_bg_color: header });
        expect(values.header.backgroundHover).not.toBe(values.header.background);
        expect(values.header.backgroundActive).not.toBe(values.header.backgroundHover);
      }),
      { numRuns: 1000 },
    );
  });

  it("keeps a wanted menu colour when it is readable and replaces it when it is not", () => {
    const readable = resolveBranding({ menu_text_color: "#143c8c" });
    expect(readable.values.nav.text).toBe("#143c8c");
    const unreadable = resolveBranding({ menu_text_color: "#fefefe" });
    expect(unreadable.values.nav.text).not.toBe("#fefefe");
    expectReadable(unreadable.values.nav.text, unreadable.values.nav.background);
  });

  it("falls back to the theme's colours, with a warning, when a value is not a colour", () => {
    const theme = themeValues(lightTokens);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(
            "nope",
            "#12",
            "rgb(0 0 0 / 0.3)",
            "transparent",
            "url(javascript:alert(1))",
            "#gggggg",
          ),
          fc.string().filter((value) => normalizeColor(value) === null && value !== ""),
        ),
        (invalid) => {
          const { values, warnings } = resolveBranding({ app_header_bg_color: invalid });
          expect(values.header).toEqual(theme.header);
          expect(warnings).toHaveLength(1);
          expect(warnings[0]).toContain("app_header_bg_color");
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never throws on hostile input", () => {
    const warn = vi.fn();
    fc.assert(
      fc.property(
        fc.record({
          app_header_bg_color: fc.oneof(fc.string(), fc.constant(null)),
          menu_text_color: fc.oneof(fc.string(), fc.constant(null)),
        }),
        (branding) => {
          expect(() => resolveBranding(branding)).not.toThrow();
          warn();
        },
      ),
      { numRuns: 500 },
    );
    expect(warn).toHaveBeenCalled();
  });
});
