import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { LocaleProvider } from "../../i18n/LocaleProvider";
import { Button } from "../Button/Button";
import { ComboBox } from "../ComboBox/ComboBox";
import { DatePicker } from "../DatePicker/DatePicker";
import { Dialog } from "../Dialog/Dialog";
import { Menu } from "../Menu/Menu";
import { Popover } from "../Popover/Popover";
import { Select } from "../Select/Select";
import { TextField } from "../TextField/TextField";

const currencies = [
  { id: "EUR", label: "EUR" },
  { id: "USD", label: "USD" },
  { id: "GBP", label: "GBP" },
  { id: "CHF", label: "CHF" },
];
const banks = [
  { id: "bp", label: "Banque Populaire" },
  { id: "ca", label: "Crédit Agricole" },
  { id: "qonto", label: "Qonto" },
];

/**
 * A form in a dialog, as the add-bank popup (issue 12): two required fields, then every overlay of the
 * design system, then the submit button. The option lists open over the fields and the button below.
 */
function BankForm({ onSubmit, onAction }: { onSubmit: () => void; onAction: (id: string) => void }) {
  const [currency, setCurrency] = useState<string | null>("EUR");
  const [bank, setBank] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>("2026-11-21");
  const [panel, setPanel] = useState("");
  return (
    <LocaleProvider locale="fr-FR">
      <Dialog open onOpenChange={() => {}} title="Ajouter une banque">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <TextField label="Nom de la banque" isRequired />
          <TextField label="Nom du compte" isRequired />
          <Select label="Devise" options={currencies} value={currency} onChange={setCurrency} />
          <ComboBox label="Banque" options={banks} value={bank} onChange={setBank} />
          <DatePicker label="Date d'ouverture" value={date} onChange={setDate} />
          <Menu
            label="Actions du compte"
            trigger={<Button variant="secondary">Actions</Button>}
            items={[
              { id: "archive", label: "Archiver", onAction: () => onAction("archive") },
              { id: "rename", label: "Renommer", onAction: () => onAction("rename") },
            ]}
          />
          <Popover label="Aide" trigger={<Button variant="ghost">Aide</Button>}>
            <Button onClick={() => setPanel("read")}>J'ai compris</Button>
          </Popover>
          <output data-testid="values">{[currency, bank, date, panel].join("|")}</output>
          <Button type="submit">Ajouter la banque</Button>
        </form>
      </Dialog>
    </LocaleProvider>
  );
}

/** Every element of the dialog that says it is in error. */
function fieldsInError(): Element[] {
  return [
    ...document.querySelectorAll("[role='dialog'] [aria-invalid='true'], [role='dialog'] [data-invalid]"),
  ];
}

/** `overlay` opens just under `trigger` (a few pixels of offset), not somewhere else on the page. */
function expectBelow(overlay: Element, trigger: Element) {
  const below = overlay.getBoundingClientRect();
  const above = trigger.getBoundingClientRect();
  expect(below.top - above.bottom).toBeGreaterThanOrEqual(0);
  expect(below.top - above.bottom).toBeLessThan(12);
  expect(Math.abs(below.left - above.left)).toBeLessThan(above.width);
}

describe("overlays inside an overlay (issue 12)", () => {
  it("take the mouse: each picks its option, the dialog stays open and no other field turns red", async () => {
    const onSubmit = vi.fn();
    const onAction = vi.fn();
    await render(<BankForm onSubmit={onSubmit} onAction={onAction} />);
    const dialog = page.getByRole("dialog", { name: "Ajouter une banque" });
    const values = page.getByTestId("values");
    await expect.element(values).toHaveTextContent("EUR||2026-11-21|");

    const currencyTrigger = dialog.getByRole("button", { name: /Devise/ });
    await currencyTrigger.click();
    // Rendered inside the dialog's content, which is moved by a transform: still right under its trigger.
    expectBelow(page.getByRole("listbox").element(), currencyTrigger.element());
    await page.getByRole("option", { name: "USD" }).click();
    await expect.element(values).toHaveTextContent("USD||2026-11-21|");
    expect(fieldsInError()).toEqual([]);

    await dialog.getByRole("button", { name: /Banque/ }).click();
    await page.getByRole("option", { name: "Qonto" }).click();
    await expect.element(values).toHaveTextContent("USD|qonto|2026-11-21|");

    await dialog.getByRole("button", { name: "Choisir une date" }).click();
    await page.getByRole("button", { name: /25 novembre 2026/ }).click();
    await expect.element(values).toHaveTextContent("USD|qonto|2026-11-25|");

    await dialog.getByRole("button", { name: "Actions" }).click();
    expectBelow(page.getByRole("menu").element(), dialog.getByRole("button", { name: "Actions" }).element());
    await page.getByRole("menuitem", { name: "Renommer" }).click();
    expect(onAction).toHaveBeenCalledWith("rename");

    await dialog.getByRole("button", { name: "Aide" }).click();
    await page.getByRole("button", { name: "J'ai compris" }).click();
    await expect.element(values).toHaveTextContent("USD|qonto|2026-11-25|read");

    await expect.element(dialog).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fieldsInError()).toEqual([]);
  });

  it("take the keyboard: the select opens, moves and chooses, and focus comes back into the dialog", async () => {
    await render(<BankForm onSubmit={() => {}} onAction={() => {}} />);
    const dialog = page.getByRole("dialog", { name: "Ajouter une banque" });
    const trigger = dialog.getByRole("button", { name: /Devise/ });
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(page.getByRole("listbox")).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect.element(page.getByTestId("values")).toHaveTextContent("GBP||2026-11-21|");
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().contains(document.activeElement)).toBe(true);
    expect(fieldsInError()).toEqual([]);
  });

  it("inside a Popover: choosing an option keeps the Popover open", async () => {
    function Filters() {
      const [currency, setCurrency] = useState<string | null>("EUR");
      return (
        <LocaleProvider locale="fr-FR">
          <Popover label="Filtres" trigger={<Button>Filtres</Button>}>
            <Select label="Devise" options={currencies} value={currency} onChange={setCurrency} />
          </Popover>
        </LocaleProvider>
      );
    }
    await render(<Filters />);
    await page.getByRole("button", { name: "Filtres" }).click();
    const panel = page.getByRole("dialog", { name: "Filtres" });
    await panel.getByRole("button", { name: /Devise/ }).click();
    await page.getByRole("option", { name: "CHF" }).click();
    await expect.element(panel).toBeVisible();
    await expect.element(panel.getByRole("button", { name: /Devise/ })).toHaveTextContent("CHF");
  });
});
