import type { Locale } from "@trezo/i18n";
import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { LocaleProvider } from "../../i18n/LocaleProvider";
import { DatePicker } from "./DatePicker";

function shownDate(container: HTMLElement): string {
  const group = container.querySelector("[role='group']");
  return [...(group?.querySelectorAll("[data-type]") ?? [])].map((segment) => segment.textContent).join("");
}

describe("DatePicker", () => {
  it.each<[Locale, string]>([
    ["fr-FR", "21/11/2026"],
    ["en-GB", "21/11/2026"],
    ["de-DE", "21.11.2026"],
    ["no-NO", "21.11.2026"],
    ["nl-NL", "21-11-2026"],
    ["ua-UA", "21/11/2026"],
  ])("writes dates in %s as %s", async (locale, expected) => {
    const screen = await render(
      <LocaleProvider locale={locale}>
        <DatePicker label="Date" defaultValue="2026-11-21" />
      </LocaleProvider>,
    );
    expect(shownDate(screen.container)).toBe(expected);
  });

  it("reports the picked day as YYYY-MM-DD", async () => {
    const onChange = vi.fn();
    const screen = await render(
      <LocaleProvider locale="fr-FR">
        <DatePicker label="Date" defaultValue="2026-11-21" onChange={onChange} />
      </LocaleProvider>,
    );
    await screen.getByRole("button", { name: "Choisir une date" }).click();
    await page.getByRole("button", { name: /25 novembre 2026/ }).click();
    expect(onChange).toHaveBeenLastCalledWith("2026-11-25");
  });
});
