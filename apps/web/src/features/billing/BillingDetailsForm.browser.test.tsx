import { describe, expect, it, vi } from "vitest";
import { renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { BillingDetailsForm } from "./BillingDetailsForm";

const SLOW = { timeout: 20_000 };
/** At a phone's width (390 px): the test frame is narrower than a desktop, and the layout must hold there. */
const show = (element: React.ReactNode) =>
  renderWithFakeServer(element, {}, { path: "/company", uiLocale: true, width: 390 }).then(
    (rendered) => rendered.screen,
  );

describe("billing details", () => {
  const countries = [
    { code: "FR", name: "France" },
    { code: "BE", name: "Belgique" },
  ];
  const empty = {
    companyName: "",
    email: "",
    line1: "",
    line2: "",
    postalCode: "",
    city: "",
    country: null,
    vatNumber: "",
  };

  it("is read-only without the right to edit", async () => {
    const screen = await show(
      <BillingDetailsForm
        countries={countries}
        defaultValues={{ ...empty, companyName: "Martin" }}
        onSubmit={vi.fn()}
        canEdit={false}
      />,
    );
    await expect.element(screen.getByLabelText("Raison sociale"), SLOW).toHaveAttribute("readonly");
    expect(screen.getByRole("button", { name: "Enregistrer" }).query()).toBeNull();
  });

  it("refuses what is missing and a wrong VAT number, then sends the parsed details", async () => {
    const onSubmit = vi.fn(async () => undefined);
    const screen = await show(
      <BillingDetailsForm countries={countries} defaultValues={empty} onSubmit={onSubmit} canEdit />,
    );
    await screen.getByLabelText("Raison sociale").fill("Boulangerie Martin");
    await screen.getByLabelText("E-mail de facturation").fill("compta@martin.fr");
    await screen.getByRole("textbox", { name: /^Adresse/ }).fill("3 rue des Lilas");
    await screen.getByLabelText("Code postal").fill("75011");
    await screen.getByLabelText("Ville").fill("Paris");
    await screen.getByLabelText("Numéro de TVA intracommunautaire").fill("fr00 404833048");
    await screen.getByRole("button", { name: "Enregistrer" }).click();
    await expect.element(screen.getByText(/Numéro de TVA invalide/), SLOW).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await screen.getByLabelText("Numéro de TVA intracommunautaire").fill("FR83 404833048");
    await screen.getByRole("combobox", { name: "Pays" }).fill("Fran");
    await screen.getByRole("option", { name: "France" }).click();
    await screen.getByRole("button", { name: "Enregistrer" }).click();
    await expect.poll(() => onSubmit.mock.calls.length, SLOW).toBe(1);
    expect(onSubmit.mock.calls[0]).toEqual([
      {
        companyName: "Boulangerie Martin",
        email: "compta@martin.fr",
        line1: "3 rue des Lilas",
        line2: "",
        postalCode: "75011",
        city: "Paris",
        country: "FR",
        vatNumber: "FR83404833048",
      },
    ]);
  });
});
