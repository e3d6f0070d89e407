import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ComboBox } from "./ComboBox";

const categories = [
  "Loyer",
  "Salaires",
  "Charges sociales",
  "Fournisseurs",
  "Ventes",
  "TVA",
  "Emprunts",
  "Assurances",
].map((label) => ({ id: label.toLowerCase().replace(/\s+/g, "-"), label }));

const meta = {
  title: "ui/Fields/ComboBox",
  component: ComboBox,
  args: { label: "Catégorie", options: categories, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { placeholder: "Rechercher une catégorie" } };
export const Filtering: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole("combobox"), "sal");
    const listbox = await within(document.body).findByRole("listbox");
    await expect(within(listbox).getAllByRole("option")).toHaveLength(1);
    await userEvent.click(within(listbox).getByRole("option", { name: "Salaires" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("salaires");
  },
};
export const Chosen: Story = { args: { defaultValue: "tva" } };
export const Invalid: Story = { args: { errorMessage: "Choisissez une catégorie" } };
