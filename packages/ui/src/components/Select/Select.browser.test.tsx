import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
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
});
