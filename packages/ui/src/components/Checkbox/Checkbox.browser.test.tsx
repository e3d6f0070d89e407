import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { Checkbox } from "./Checkbox";

describe("Checkbox", () => {
  it("toggles and exposes its state through data attributes", async () => {
    const onChange = vi.fn();
    const screen = await render(<Checkbox onChange={onChange}>Rapprochées</Checkbox>);
    const input = screen.getByRole("checkbox", { name: "Rapprochées" });
    await screen.getByText("Rapprochées").click();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await expect.element(input).toBeChecked();
    expect(screen.container.querySelector("[data-selected]")).not.toBeNull();
  });

  it("cannot be toggled when disabled", async () => {
    const onChange = vi.fn();
    const screen = await render(
      <Checkbox isDisabled onChange={onChange}>
        Verrouillé
      </Checkbox>,
    );
    await expect.element(screen.getByRole("checkbox")).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });
});
