import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { lightTheme } from "../../theme";
import { Divider } from "./Divider";

describe("Divider", () => {
  it("is hidden from assistive technology when decorative, a separator otherwise", async () => {
    const screen = await render(
      <div className={lightTheme}>
        <Divider />
        <Divider orientation="vertical" decorative={false} />
      </div>,
    );
    const separator = screen.getByRole("separator");
    await expect.element(separator).toHaveAttribute("aria-orientation", "vertical");
    expect(screen.container.querySelectorAll("[aria-hidden='true']")).toHaveLength(1);
  });
});
