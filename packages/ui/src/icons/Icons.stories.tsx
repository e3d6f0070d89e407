import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import * as icons from "./index";

function Gallery() {
  const entries = Object.entries(icons).filter(
    ([, value]) => typeof value === "object" || typeof value === "function",
  );
  return (
    <ul
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(120px, 1fr))",
        gap: 12,
        listStyle: "none",
        padding: 0,
      }}
    >
      {entries.map(([name, Icon]) => {
        const Component = Icon as icons.LucideIcon;
        return (
          <li key={name} style={{ display: "flex", alignItems: "center", gap: 8, fontSize: 12 }}>
            <Component size={20} aria-hidden="true" />
            {name}
          </li>
        );
      })}
    </ul>
  );
}

const meta = { title: "ui/Icons", component: Gallery } satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("svg").length).toBeGreaterThan(30);
  },
};
