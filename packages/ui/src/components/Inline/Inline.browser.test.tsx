import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { lightTheme } from "../../theme";
import { Inline } from "./Inline";

describe("Inline", () => {
  it("lays children in a wrapping row with the theme's gap", async () => {
    const screen = await render(
      <div className={lightTheme}>
        <Inline gap="md" data-testid="inline">
          <span>a</span>
          <span>b</span>
        </Inline>
      </div>,
    );
    const style = getComputedStyle(screen.getByTestId("inline").element());
    expect(style.flexDirection).toBe("row");
    expect(style.flexWrap).toBe("wrap");
    expect(style.columnGap).toBe("16px");
  });
});
