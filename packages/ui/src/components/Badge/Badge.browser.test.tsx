import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { contrastRatio } from "../../brand/color";
import { darkTheme, lightTheme } from "../../theme";
import { Badge } from "./Badge";

function rgbToHex(rgb: string): string {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  return `#${[r, g, b].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

describe("Badge", () => {
  it.each([
    ["light", lightTheme],
    ["dark", darkTheme],
  ])("keeps its text readable in every tone (%s)", async (_name, theme) => {
    const tones = ["neutral", "accent", "success", "danger", "warning", "info"] as const;
    const screen = await render(
      <div className={theme}>
        {tones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </div>,
    );
    for (const tone of tones) {
      const style = getComputedStyle(screen.getByText(tone).element());
      expect(contrastRatio(rgbToHex(style.color), rgbToHex(style.backgroundColor))).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });
});
