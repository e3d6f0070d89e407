import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Tabs } from "./Tabs";

describe("Tabs", () => {
  it("moves with arrow keys and shows the matching panel", async () => {
    const screen = await render(
      <Tabs
        label="Vues"
        items={[
          { id: "a", label: "Mois", content: "Vue mensuelle" },
          { id: "b", label: "Semaine", content: "Vue hebdomadaire" },
        ]}
      />,
    );
    await screen.getByRole("tab", { name: "Mois" }).click();
    await userEvent.keyboard("{ArrowRight}");
    await expect
      .element(screen.getByRole("tab", { name: "Semaine" }))
      .toHaveAttribute("aria-selected", "true");
    await expect.element(screen.getByRole("tabpanel")).toHaveTextContent("Vue hebdomadaire");
  });
});
