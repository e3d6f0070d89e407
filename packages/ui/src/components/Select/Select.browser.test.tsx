import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { BrandProvider } from "../../brand/BrandProvider";
import { Select } from "./Select";

const options = [
  { id: "eur", label: "Euro" },
  { id: "usd", label: "Dollar" },
  { id: "chf", label: "Franc suisse", isDisabled: true },
];

describe("Select", () => {
  it("opens, lists the options and reports the chosen id", async () => {
    const onChange = vi.fn();
    const screen = await render(<Select label="Devise" options={options} onChange={onChange} />);
    await screen.getByRole("button", { name: /Devise/ }).click();
    await expect
      .element(page.getByRole("option", { name: "Franc suisse" }))
      .toHaveAttribute("aria-disabled", "true");
    await page.getByRole("option", { name: "Dollar" }).click();
    expect(onChange).toHaveBeenCalledWith("usd");
    await expect.element(screen.getByRole("button", { name: /Dollar/ })).toBeVisible();
  });

  it("themes its list box, although it renders in a portal outside the themed root", async () => {
    const screen = await render(
      <BrandProvider theme="dark">
        <Select label="Devise" options={options} />
      </BrandProvider>,
    );
    await screen.getByRole("button", { name: /Devise/ }).click();
    const listbox = page.getByRole("listbox").element();
    expect(listbox.closest("[data-theme]")).toBeNull();
    expect(getComputedStyle(listbox.parentElement as Element).backgroundColor).toBe("rgb(29, 42, 63)");
  });
});
