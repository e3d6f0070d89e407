import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { z } from "zod";
import { formError } from "../schemas/formError";
import { ibanSchema, siretSchema } from "../schemas/identifiers";
import { telephoneSchema } from "../schemas/personalInfo";
import { labelled, renderInTheme } from "../testing/renderInTheme";
import {
  CheckboxField,
  ComboBoxField,
  MoneyField,
  NumberField,
  SelectField,
  SwitchField,
} from "./choiceFields";
import { categoryOptions, choiceSchema, frequencyOptions, labelSchema } from "./everyField.fixture";
import { Form } from "./Form";
import { IbanField, PhoneField, SiretField } from "./identifierFields";
import { PasswordField } from "./PasswordField";
import { SubmitButton } from "./SubmitButton";
import { TextField } from "./TextField";

const schema = z.object({
  label: labelSchema,
  siret: siretSchema,
  iban: ibanSchema(),
  phone: telephoneSchema,
  password: z.string(),
  amount: z
    .number({ error: formError("amountInvalid") })
    .int()
    .positive({ error: formError("amountNegative") }),
  headcount: z
    .number({ error: formError("numberInvalid") })
    .int()
    .min(1, { error: formError("numberInvalid") }),
  frequency: choiceSchema,
  category: choiceSchema,
  included: z.boolean(),
  pinned: z.boolean().refine((value) => value, { error: formError("termsRequired") }),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

function EveryField({ onSubmit }: { onSubmit: (values: Output) => void }) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: {
      label: "",
      siret: "",
      iban: "",
      phone: "",
      password: "",
      included: false,
      pinned: false,
    },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Tous les champs">
      <TextField<Input> name="label" label="Libellé" />
      <SiretField<Input> name="siret" />
      <IbanField<Input> name="iban" />
      <PhoneField<Input> name="phone" />
      <PasswordField<Input> name="password" showStrength userInputs={["boulangerie"]} />
      <MoneyField<Input> name="amount" label="Montant" />
      <NumberField<Input> name="headcount" label="Effectif" />
      <SelectField<Input> name="frequency" label="Fréquence" options={frequencyOptions} />
      <ComboBoxField<Input> name="category" label="Catégorie" options={categoryOptions} />
      <CheckboxField<Input> name="included">Inclure dans les encaissements</CheckboxField>
      <SwitchField<Input> name="pinned">Épingler le compte</SwitchField>
      <SubmitButton>Enregistrer</SubmitButton>
    </Form>
  );
}

describe("bound fields", () => {
  it("mask SIRET and IBAN while typing and show each schema's message in French", async () => {
    const screen = await renderInTheme(<EveryField onSubmit={vi.fn()} />);
    const siret = screen.getByRole("textbox", { name: "SIRET" });
    await userEvent.type(siret, "73282932000075");
    await expect.element(siret).toHaveValue("732 829 320 00075");
    const iban = screen.getByRole("textbox", { name: "IBAN" });
    await userEvent.type(iban, "7630006000011234567890189");
    await expect.element(iban).toHaveValue("7630 0060 0001 1234 5678 9018 9");
    await userEvent.tab();
    await expect.element(siret).toHaveAccessibleDescription("SIRET invalide.");
    await expect
      .element(iban)
      .toHaveAccessibleDescription(
        "Erreur lors de la confirmation de votre IBAN. Vérifiez vos détails de facturation",
      );
    const phone = screen.getByRole("textbox", { name: "Téléphone" });
    await userEvent.type(phone, "06 12 34");
    await userEvent.tab();
    await expect.element(phone).toHaveAccessibleDescription("Numéro de téléphone invalide.");
  });

  it("does not judge a field the user left unchanged: the focus passing on to a list leaves it clean (issue 12)", async () => {
    const screen = await renderInTheme(<EveryField onSubmit={vi.fn()} />);
    const label = screen.getByRole("textbox", { name: "Libellé" });
    await userEvent.click(label);
    await screen.getByRole("button", { name: /Fréquence/ }).click();
    await page.getByRole("option", { name: "Trimestrielle" }).click();
    await expect
      .element(screen.getByRole("button", { name: /Fréquence/ }))
      .toHaveTextContent("Trimestrielle");
    await userEvent.click(screen.getByRole("textbox", { name: "SIRET" }));
    await userEvent.tab();
    await expect.element(label).not.toHaveAttribute("aria-invalid");
    await expect.element(screen.getByRole("textbox", { name: "SIRET" })).not.toHaveAttribute("aria-invalid");
    // A field changed, then left, is judged at once; the unchanged ones on submit.
    await userEvent.type(screen.getByRole("textbox", { name: "SIRET" }), "123");
    await userEvent.tab();
    await expect
      .element(screen.getByRole("textbox", { name: "SIRET" }))
      .toHaveAccessibleDescription("SIRET invalide.");
    await expect.element(label).not.toHaveAttribute("aria-invalid");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await expect.element(label).toHaveAccessibleDescription("Ce champ est obligatoire.");
  });

  it("rates the password as it is typed", async () => {
    const screen = await renderInTheme(<EveryField onSubmit={vi.fn()} />);
    const password = screen.getByLabelText(labelled("Mot de passe"));
    const meter = screen.getByRole("meter", { name: "Force du mot de passe" });
    await userEvent.type(password, "boulangerie");
    await expect.element(meter).toHaveAttribute("aria-valuetext", "Très faible");
    await userEvent.type(password, " au levain de Lyon 1987!");
    await expect.element(meter).toHaveAttribute("aria-valuetext", "Très fort");
    await expect.element(password).toHaveAccessibleDescription("Très fort");
  });

  it("on submit, focuses the first invalid field, announces the count, and shows every message", async () => {
    const onSubmit = vi.fn();
    const screen = await renderInTheme(<EveryField onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await expect.element(screen.getByRole("textbox", { name: "Libellé" })).toHaveFocus();
    await expect
      .element(screen.getByRole("status"))
      .toHaveTextContent("Le formulaire contient des erreurs : 9 champs à corriger.");
    await expect
      .element(screen.getByRole("textbox", { name: "Libellé" }))
      .toHaveAccessibleDescription("Ce champ est obligatoire.");
    await expect
      .element(screen.getByRole("switch", { name: "Épingler le compte" }))
      .toHaveAccessibleDescription("Vous devez accepter les conditions d'utilisation.");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits filled values: money in cents, numbers, options and toggles", { timeout: 60_000 }, async () => {
    const onSubmit = vi.fn();
    const screen = await renderInTheme(<EveryField onSubmit={onSubmit} />);
    await userEvent.fill(screen.getByRole("textbox", { name: "Libellé" }), "Loyer du fournil");
    await userEvent.fill(screen.getByRole("textbox", { name: "SIRET" }), "73282932000074");
    await userEvent.fill(screen.getByRole("textbox", { name: "IBAN" }), "fr7630006000011234567890189");
    await userEvent.fill(screen.getByRole("textbox", { name: "Téléphone" }), "0612345678");
    await userEvent.fill(screen.getByRole("textbox", { name: "Montant" }), "1234,56");
    await userEvent.fill(screen.getByRole("textbox", { name: "Effectif" }), "7");
    await userEvent.click(screen.getByRole("button", { name: /Fréquence/ }));
    await userEvent.click(page.getByRole("option", { name: "Trimestrielle" }));
    await expect
      .element(screen.getByRole("button", { name: /Fréquence/ }))
      .toHaveTextContent("Trimestrielle");
    // The frequency's list leaves with an exit animation: on a busy machine its options were still
    // counted below. Wait until it is gone before opening the category's list.
    await expect.poll(() => page.getByRole("listbox").all().length, { timeout: 5000 }).toBe(0);
    // The list is in a popover outside the rendered container; wait until the filter has settled.
    const category = screen.getByRole("combobox", { name: "Catégorie" });
    await userEvent.type(category, "Sal");
    await expect.poll(() => page.getByRole("option").all().length, { timeout: 5000 }).toBe(1);
    const salaries = page.getByRole("option", { name: "Salaires" });
    await expect.element(salaries).toBeVisible();
    (salaries.element() as HTMLElement).click();
    await expect.element(category).toHaveValue("Salaires");
    await userEvent.click(screen.getByText("Inclure dans les encaissements"));
    await userEvent.click(screen.getByText("Épingler le compte"));
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    const invalidFields = () =>
      [...document.querySelectorAll('[aria-invalid="true"], [data-invalid]')].map(
        (element) => element.getAttribute("name") ?? element.textContent,
      );
    await expect.poll(invalidFields).toEqual([]);
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      label: "Loyer du fournil",
      siret: "73282932000074",
      iban: "FR7630006000011234567890189",
      phone: "+33612345678",
      password: "",
      amount: 123456,
      headcount: 7,
      frequency: "quarterly",
      category: "salaires",
      included: true,
      pinned: true,
    });
  });
});
