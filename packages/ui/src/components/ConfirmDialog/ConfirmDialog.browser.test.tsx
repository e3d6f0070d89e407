import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { LocaleProvider } from "../../i18n/LocaleProvider";
import { ConfirmDialog } from "./ConfirmDialog";

describe("ConfirmDialog", () => {
  it("confirms on Enter and cancels with the localised Cancel button", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const onOpenChange = vi.fn();
    await render(
      <LocaleProvider locale="de-DE">
        <ConfirmDialog
          open
          onOpenChange={onOpenChange}
          title="Sicher?"
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      </LocaleProvider>,
    );
    await expect.element(page.getByRole("dialog", { name: "Sicher?" })).toBeVisible();
    await userEvent.keyboard("{Enter}");
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await page.getByRole("button", { name: "Abbrechen" }).click();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
