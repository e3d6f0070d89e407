import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { LocaleProvider } from "../../i18n/LocaleProvider";
import { DateRangePicker } from "./DateRangePicker";

describe("DateRangePicker", () => {
  it("shows both ends with the locale's separator", async () => {
    const screen = await render(
      <LocaleProvider locale="nl-NL">
        <DateRangePicker label="Periode" defaultValue={{ start: "2026-01-05", end: "2026-02-20" }} />
      </LocaleProvider>,
    );
    const text = [...screen.container.querySelectorAll("[data-type]")]
      .map((segment) => segment.textContent)
      .join("");
    expect(text).toBe("05-01-202620-02-2026");
  });

  it("reports the picked range as business dates", async () => {
    const onChange = vi.fn();
    const screen = await render(
      <LocaleProvider locale="en-GB">
        <DateRangePicker
          label="Period"
          defaultValue={{ start: "2026-11-02", end: "2026-11-03" }}
          onChange={onChange}
        />
      </LocaleProvider>,
    );
    await screen.getByRole("button", { name: "Choose a date" }).click();
    await page.getByRole("button", { name: /10 November 2026/ }).click();
    await page.getByRole("button", { name: /12 November 2026/ }).click();
    expect(onChange).toHaveBeenLastCalledWith({ start: "2026-11-10", end: "2026-11-12" });
  });
});
