import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { LocaleProvider } from "../../i18n/LocaleProvider";
import { TypedConfirmDialog } from "./TypedConfirmDialog";

describe("TypedConfirmDialog", () => {
  it("confirms only once the locale's delete word is typed exactly", async () => {
    const onConfirm = vi.fn();
    await render(
      <LocaleProvider locale="de-DE">
        <TypedConfirmDialog open onOpenChange={() => {}} title="Bank löschen?" onConfirm={onConfirm} />
      </LocaleProvider>,
    );
    const input = page.getByRole("textbox", { name: /löschen/ });
    await input.fill("Löschen");
    await userEvent.keyboard("{Enter}");
    expect(onConfirm).not.toHaveBeenCalled();
    await expect.element(page.getByText("Geben Sie genau „löschen“ ein")).toBeVisible();
    await input.fill("löschen ");
    await userEvent.keyboard("{Enter}");
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
