import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ComboBox } from "./ComboBox";

const options = ["Loyer", "Salaires", "Ventes"].map((label) => ({ id: label.toLowerCase(), label }));

describe("ComboBox", () => {
  it("filters options as the user types and reports the chosen id", async () => {
    const onChange = vi.fn();
    const screen = await render(<ComboBox label="Catégorie" options={options} onChange={onChange} />);
    await userEvent.type(screen.getByRole("combobox", { name: "Catégorie" }), "ve");
    await expect.poll(() => page.getByRole("option").all().length).toBe(1);
    const option = page.getByRole("option", { name: "Ventes" });
    await expect.element(option).toBeVisible();
    // A virtual click (as screen readers send): the popover's position animation cannot intercept it.
    (option.element() as HTMLElement).click();
    expect(onChange).toHaveBeenLastCalledWith("ventes");
    await expect.element(screen.getByRole("combobox")).toHaveValue("Ventes");
  });
});
