import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SignUpForm } from "./SignUpForm";

const meta = {
  title: "forms/SignUpForm",
  component: SignUpForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A common password: refused, and the meter says it is weak. */
export const CommonPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Mot de passe/), "qwerty123456");
    await userEvent.tab();
    await expect(
      await canvas.findByText("Ce mot de passe est trop courant. Choisissez-en un autre."),
    ).toBeVisible();
    // The meter's zxcvbn loads with the field: wait for its verdict.
    await waitFor(() =>
      expect(canvas.getByRole("meter", { name: "Force du mot de passe" })).toHaveAttribute(
        "aria-valuetext",
        expect.stringMatching(/^(Très faible|Faible)$/),
      ),
    );
  },
};

/** A long passphrase: very strong. */
export const StrongPassphrase: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Mot de passe/), "farine de meule, levain et four à bois");
    await waitFor(() =>
      expect(canvas.getByRole("meter", { name: "Force du mot de passe" })).toHaveAttribute(
        "aria-valuetext",
        "Très fort",
      ),
    );
  },
};
