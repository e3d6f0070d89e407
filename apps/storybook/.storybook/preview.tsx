import type { Preview } from "@storybook/react-vite";
import { lightTheme } from "@trezo/ui/theme";

const preview: Preview = {
  decorators: [
    (Story) => (
      <div className={lightTheme} style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    // An accessibility violation fails the story's test, not just a warning in the panel.
    a11y: { test: "error" },
  },
};

export default preview;
