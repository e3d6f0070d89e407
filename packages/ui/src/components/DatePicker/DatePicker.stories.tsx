import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LocaleProvider } from "../../i18n/LocaleProvider";
import { Stack } from "../Stack/Stack";
import { DatePicker } from "./DatePicker";

const meta = {
  title: "ui/Fields/DatePicker",
  component: DatePicker,
  args: { label: "Date de valeur", onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 280, minHeight: 120 }}>{Story()}</div>],
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: "2026-11-21" } };
export const OpenCalendar: Story = {
  args: { defaultValue: "2026-11-21" },
  decorators: [(Story) => <div style={{ minHeight: 380 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /date/i }));
    await expect(await within(document.body).findByRole("grid")).toBeVisible();
  },
};
export const Invalid: Story = {
  args: {
    defaultValue: "2026-01-01",
    minValue: "2026-06-01",
    errorMessage: "La date doit être après le 01/06/2026",
  },
};
/** The spec's separators: / for most locales, . for de-DE and no-NO, - for nl-NL. */
export const Separators: Story = {
  render: () => (
    <Stack gap="sm">
      {(["fr-FR", "en-GB", "de-DE", "no-NO", "nl-NL", "ua-UA"] as const).map((locale) => (
        <LocaleProvider key={locale} locale={locale}>
          <DatePicker label={locale} defaultValue="2026-11-21" />
        </LocaleProvider>
      ))}
    </Stack>
  ),
};
