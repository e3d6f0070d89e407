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
    await expect.element(page.getByRole("option", { name: "Ventes" })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("ventes");
    expect((screen.getByRole("combobox").element() as HTMLInputElement).value).toBe("Ventes");
  });
});
