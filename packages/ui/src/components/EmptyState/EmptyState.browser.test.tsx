import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { Button } from "../Button/Button";
import { EmptyState } from "./EmptyState";

describe("EmptyState", () => {
  it("titles the empty place at the requested level and offers the next step", async () => {
    const screen = await render(
      <EmptyState title="Aucune règle" headingLevel={3} action={<Button>Créer une règle</Button>} />,
    );
    await expect.element(screen.getByRole("heading", { level: 3, name: "Aucune règle" })).toBeVisible();
    await expect.element(screen.getByRole("button", { name: "Créer une règle" })).toBeVisible();
  });
});
