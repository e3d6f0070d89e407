import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { lightTheme } from "../../theme";
import { Stack } from "./Stack";

describe("Stack", () => {
  it("lays children in a column with the theme's gap", async () => {
    const screen = await render(
      <div className={lightTheme}>
        <Stack gap="sm" data-testid="stack">
          <span>a</span>
          <span>b</span>
        </Stack>
      </div>,
    );
    const style = getComputedStyle(screen.getByTestId("stack").element());
    expect(style.flexDirection).toBe("column");
    expect(style.rowGap).toBe("8px");
  });
});
