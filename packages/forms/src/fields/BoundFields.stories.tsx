import { zodResolver } from "@hookform/resolvers/zod";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useForm } from "react-hook-form";
import { expect, fn, userEvent, within } from "storybook/test";
import { z } from "zod";
import { formError } from "../schemas/formError";
import { ibanSchema, siretSchema } from "../schemas/identifiers";
import { telephoneSchema } from "../schemas/personalInfo";
import {
  CheckboxField,
  ComboBoxField,
  DateField,
  MoneyField,
  NumberField,
  SelectField,
  SwitchField,
} from "./choiceFields";
import { categoryOptions, choiceSchema, frequencyOptions, labelSchema } from "./everyField.fixture";
import { Form } from "./Form";
import { EmailField, IbanField, PhoneField, SiretField } from "./identifierFields";
import { PasswordField } from "./PasswordField";
import { SubmitButton } from "./SubmitButton";
import { TextField } from "./TextField";

/** A cash-flow series form of a French SME: every bound field in one place. */
const schema = z.object({
  label: labelSchema,
  email: z.string(),
  phone: telephoneSchema,
  siret: siretSchema,
  iban: ibanSchema(),
  password: z.string(),
  amount: z.number({ error: formError("amountInvalid") }),
  vatRate: z
    .number({ error: formError("vatRateInvalid") })
    .min(0)
    .max(100),
  start: z.string({ error: formError("dateInvalid") }),
  frequency: choiceSchema,
  category: choiceSchema,
  forecast: z.boolean(),
  pinned: z.boolean(),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

function EveryField({ onSubmit }: { onSubmit: (values: Output) => void }) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: {
      label: "Loyer du fournil",
      email: "",
      phone: "",
      siret: "",
      iban: "",
      password: "",
      forecast: true,
      pinned: false,
    },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Série de trésorerie" style={{ maxWidth: 480 }}>
      <TextField<Input> name="label" label="Libellé" isRequired />
      <EmailField<Input> name="email" />
      <PhoneField<Input> name="phone" isRequired />
      <SiretField<Input> name="siret" isRequired />
      <IbanField<Input> name="iban" isRequired />
      <PasswordField<Input> name="password" showStrength />
      <MoneyField<Input> name="amount" label="Montant mensuel" isRequired />
      <NumberField<Input> name="vatRate" label="Taux de TVA (%)" />
      <DateField<Input> name="start" label="Première échéance" />
      <SelectField<Input> name="frequency" label="Fréquence" options={frequencyOptions} />
      <ComboBoxField<Input> name="category" label="Catégorie" options={categoryOptions} />
      <CheckboxField<Input> name="forecast">Inclure dans le prévisionnel</CheckboxField>
      <SwitchField<Input> name="pinned">Épingler</SwitchField>
      <SubmitButton>Enregistrer</SubmitButton>
    </Form>
  );
}

const meta = {
  title: "forms/Bound fields",
  component: EveryField,
  args: { onSubmit: fn() },
} satisfies Meta<typeof EveryField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Submitted empty: every message shows, focus goes to the first invalid field. */
export const SubmittedWithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await expect(await canvas.findByText("Le numéro de téléphone est obligatoire.")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Téléphone" })).toHaveFocus();
    await expect(canvas.getByText("SIRET invalide.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Masks while typing: SIRET 3 3 3 5, IBAN by 4. */
export const Masks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "SIRET" }), "73282932000074");
    await expect(canvas.getByRole("textbox", { name: "SIRET" })).toHaveValue("732 829 320 00074");
    await userEvent.type(canvas.getByRole("textbox", { name: "IBAN" }), "fr7630006000011234567890189");
    await expect(canvas.getByRole("textbox", { name: "IBAN" })).toHaveValue(
      "FR76 3000 6000 0112 3456 7890 189",
    );
  },
};
