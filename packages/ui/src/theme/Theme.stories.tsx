import type { Meta, StoryObj } from "@storybook/react-vite";
import { vars } from "./theme.css";

function Swatches() {
  const groups = { color: vars.color, header: vars.header, nav: vars.nav };
  return (
    <div
      style={{
        display: "grid",
        gap: 16,
        padding: 16,
        fontFamily: vars.font.body,
        background: vars.color.background,
      }}
    >
      {Object.entries(groups).map(([group, tokens]) => (
        <section key={group} aria-label={group}>
          <h2 style={{ fontSize: vars.fontSize.lg, margin: "0 0 8px", color: vars.color.text }}>{group}</h2>
          <div
            style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))", gap: 8 }}
          >
            {Object.entries(tokens).map(([name, value]) => (
              <div
                key={name}
                style={{
                  border: `1px solid ${vars.color.border}`,
                  borderRadius: vars.radius.md,
                  overflow: "hidden",
                }}
              >
                <div style={{ height: 32, background: value }} />
                <div
                  style={{
                    padding: 4,
                    fontSize: vars.fontSize.xs,
                    color: vars.color.text,
                    background: vars.color.surface,
                  }}
                >
                  {name}
                </div>
              </div>
            ))}
          </div>
        </section>
      ))}
      <section aria-label="header preview">
        <div
          style={{
            background: vars.header.background,
            color: vars.header.text,
            padding: 12,
            borderRadius: vars.radius.md,
          }}
        >
          En-tête de l'application (couleur de marque, texte calculé)
        </div>
      </section>
    </div>
  );
}

const meta = { title: "ui/Theme/Tokens", component: Swatches } satisfies Meta<typeof Swatches>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour variable of the contract under the current theme and brand (switch them in the toolbar). */
export const Colours: Story = {};
