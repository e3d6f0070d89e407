import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { BillingIbanForm } from "./BillingIbanForm";
import { PasswordChangeForm } from "./PasswordChangeForm";
import { PasswordRecoveryForm } from "./PasswordRecoveryForm";
import { PersonalInfoForm } from "./PersonalInfoForm";

/** The smaller ready forms, one story each (with the state people meet most). */
const meta = {
  title: "forms/Other forms",
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const PersonalInfo: Story = {
  render: () => <PersonalInfoForm onSubmit={fn()} defaultValues={{ firstName: "Léa", lastName: "M" }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await expect(await canvas.findByText("Le nom doit contenir au moins 2 caractères.")).toBeVisible();
  },
};

export const PasswordRecovery: Story = {
  render: () => <PasswordRecoveryForm onSubmit={fn()} />,
};

export const PasswordChange: Story = {
  render: () => <PasswordChangeForm onSubmit={fn()} userInputs={["lea@boulangerie-martin.fr"]} />,
};

/** An IBAN typed without its country code: the spec's billing message. */
export const BillingIbanWithoutCountry: Story = {
  render: () => (
    <BillingIbanForm onSubmit={fn()} defaultValues={{ accountHolder: "Boulangerie Martin SARL" }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "IBAN" }), "7630006000011234567890189");
    await userEvent.tab();
    await expect(
      await canvas.findByText(
        "Erreur lors de la confirmation de votre IBAN. Vérifiez vos détails de facturation",
      ),
    ).toBeVisible();
  },
};
