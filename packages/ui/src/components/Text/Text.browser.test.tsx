import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { lightTheme } from "../../theme";
import { Text } from "./Text";

describe("Text", () => {
  it("renders the chosen element, size and tone from the theme", async () => {
    const screen = await render(
      <div className={lightTheme}>
        <Text as="span" size="sm" tone="danger" numeric>
          -120,00 €
        </Text>
      </div>,
    );
    const element = screen.getByText("-120,00 €").element();
    expect(element.tagName).toBe("SPAN");
    const style = getComputedStyle(element);
    expect(style.fontSize).toBe("13px");
    expect(style.color).toBe("rgb(180, 35, 35)");
    expect(style.fontVariantNumeric).toBe("tabular-nums");
  });
});
