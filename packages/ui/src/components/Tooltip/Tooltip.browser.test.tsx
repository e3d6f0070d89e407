import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Button } from "../Button/Button";
import { Tooltip } from "./Tooltip";

describe("Tooltip", () => {
  it("shows on keyboard focus and describes its trigger", async () => {
    await render(
      <Tooltip content="Exporter en Excel">
        <Button>Exporter</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    const tooltip = page.getByRole("tooltip");
    await expect.element(tooltip).toHaveTextContent("Exporter en Excel");
    const describedBy = page
      .getByRole("button", { name: "Exporter" })
      .element()
      .getAttribute("aria-describedby");
    expect(describedBy).toBe(tooltip.element().id);
  });
});
