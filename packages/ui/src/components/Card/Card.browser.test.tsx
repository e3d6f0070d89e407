import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { Card } from "./Card";

describe("Card", () => {
  it("is a region named by its title", async () => {
    const screen = await render(<Card title="Trésorerie">12 €</Card>);
    await expect.element(screen.getByRole("region", { name: "Trésorerie" })).toHaveTextContent("12 €");
  });
});
