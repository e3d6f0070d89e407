import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { ProgressBar } from "./ProgressBar";

describe("ProgressBar", () => {
  it("exposes its value when determinate", async () => {
    const screen = await render(<ProgressBar label="Import" value={30} maxValue={60} />);
    const bar = screen.getByRole("progressbar", { name: "Import" });
    await expect.element(bar).toHaveAttribute("aria-valuenow", "30");
    await expect.element(bar).toHaveTextContent("50");
  });

  it("has no value when indeterminate", async () => {
    const screen = await render(<ProgressBar label="Export" />);
    const bar = screen.getByRole("progressbar", { name: "Export" });
    expect(bar.element().hasAttribute("aria-valuenow")).toBe(false);
    expect(bar.element().hasAttribute("data-indeterminate")).toBe(true);
  });
});
