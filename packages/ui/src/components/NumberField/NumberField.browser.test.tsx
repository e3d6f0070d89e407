import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { LocaleProvider } from "../../i18n/LocaleProvider";
import { NumberField } from "./NumberField";

describe("NumberField", () => {
  it("parses the number as the locale writes it", async () => {
    const onChange = vi.fn();
    const screen = await render(
      <LocaleProvider locale="de-DE">
        <NumberField label="Betrag" onChange={onChange} />
      </LocaleProvider>,
    );
    const input = screen.getByRole("textbox", { name: "Betrag" });
    await input.fill("1.234,5");
    input.element().blur();
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(1234.5));
  });

  it("steps within its bounds", async () => {
    const onChange = vi.fn();
    const screen = await render(
      <NumberField label="Mois" defaultValue={36} maxValue={36} showSteppers onChange={onChange} />,
    );
    await expect.element(screen.getByRole("button").nth(1)).toBeDisabled();
    await screen.getByRole("button").nth(0).click();
    expect(onChange).toHaveBeenLastCalledWith(35);
  });
});
