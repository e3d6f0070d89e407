import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { Switch } from "./Switch";

describe("Switch", () => {
  it("is a switch that toggles on press", async () => {
    const onChange = vi.fn();
    const screen = await render(<Switch onChange={onChange}>Prévisions</Switch>);
    await screen.getByText("Prévisions").click();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await expect.element(screen.getByRole("switch", { name: "Prévisions" })).toBeChecked();
  });
});
