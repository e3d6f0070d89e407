import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { lightTheme } from "../../theme";
import { Box } from "./Box";

describe("Box", () => {
  it("turns sprinkle props into theme spacing and passes other props to the element", async () => {
    const screen = await render(
      <div className={lightTheme}>
        <Box as="section" padding="lg" aria-label="Trésorerie" data-testid="box">
          contenu
        </Box>
      </div>,
    );
    const box = screen.getByRole("region", { name: "Trésorerie" }).element();
    expect(box.tagName).toBe("SECTION");
    expect(getComputedStyle(box).paddingTop).toBe("24px");
    expect(box.getAttribute("padding")).toBeNull();
  });
});
