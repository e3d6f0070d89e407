import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CompanyForm } from "./CompanyForm";

const meta = {
  title: "forms/CompanyForm",
  component: CompanyForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof CompanyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Company: Story = {};

/** The SIRET shows as 3 3 3 5 while typed, and a wrong one gives the spec's message. */
export const InvalidSiret: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole("textbox", { name: "Nom de la société" }),
      "Boulangerie Martin SARL",
    );
    const siret = canvas.getByRole("textbox", { name: "SIRET" });
    await userEvent.type(siret, "55208131766523");
    await expect(siret).toHaveValue("552 081 317 66523");
    await userEvent.tab();
    await expect(await canvas.findByText("SIRET invalide.")).toBeVisible();
  },
};

/** An accounting firm creating a client file: the SIRET is required. */
export const AccountingFirm: Story = {
  args: { accountingFirm: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Créer le dossier" }));
    await expect(await canvas.findByText("Le SIRET est obligatoire.")).toBeVisible();
  },
};
