import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SignInForm } from "./SignInForm";

const meta = {
  title: "forms/SignInForm",
  component: SignInForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Submitting an empty form: focus on the email, both messages shown. */
export const SubmittedEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Se connecter" }));
    await expect(await canvas.findByText("L'adresse e-mail est obligatoire.")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Adresse e-mail" })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the credentials. */
export const ServerError: Story = {
  args: {
    onSubmit: fn(() => ({ formError: "Une erreur s'est produite. Veuillez réessayer ultérieurement" })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole("textbox", { name: "Adresse e-mail" }),
      "lea@boulangerie-martin.fr",
    );
    await userEvent.type(canvas.getByLabelText(/^Mot de passe/), "un mot de passe");
    await userEvent.click(canvas.getByRole("button", { name: "Se connecter" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Une erreur s'est produite");
  },
};
