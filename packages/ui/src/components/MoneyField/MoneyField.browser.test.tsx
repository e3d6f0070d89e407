import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { LocaleProvider } from "../../i18n/LocaleProvider";
import { MoneyField } from "./MoneyField";

describe("MoneyField", () => {
  it("shows cents as the locale writes money", async () => {
    const screen = await render(
      <LocaleProvider locale="fr-FR">
        <MoneyField label="Montant" defaultValue={123456} />
      </LocaleProvider>,
    );
    const value = (screen.getByRole("textbox", { name: "Montant" }).element() as HTMLInputElement).value;
    expect(value.replace(/\s/g, " ")).toBe("1 234,56 €");
  });

  it("reports integer cents, and null when emptied", async () => {
    const onChange = vi.fn();
    const screen = await render(
      <LocaleProvider locale="en-GB">
        <MoneyField label="Amount" defaultValue={100} onChange={onChange} />
      </LocaleProvider>,
    );
    const input = screen.getByRole("textbox", { name: "Amount" });
    await input.fill("0.29");
    input.element().blur();
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(29));
    await input.fill("");
    input.element().blur();
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(null));
  });

  it("takes the minus sign U+2212 as a minus, typed or pasted", async () => {
    const onChange = vi.fn();
    const screen = await render(
      <LocaleProvider locale="fr-FR">
        <MoneyField label="Montant" onChange={onChange} />
      </LocaleProvider>,
    );
    const input = screen.getByRole("textbox", { name: "Montant" });
    await input.click();
    await userEvent.keyboard("\u221212,50");
    input.element().blur();
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(-1250));
    await input.fill("\u22123,10");
    input.element().blur();
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(-310));
  });
});
