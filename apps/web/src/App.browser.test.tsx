import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { App } from "./App";

describe("App", () => {
  it("shows the welcome page with the design-system button, in French by default", async () => {
    const screen = await render(<App />);
    await expect.element(screen.getByRole("heading", { name: "Bienvenue sur Trezo" })).toBeVisible();
    await expect.element(screen.getByRole("button", { name: "Commencer" })).toBeVisible();
  });

  it("speaks the chosen locale", async () => {
    const screen = await render(<App locale="de-DE" />);
    await expect.element(screen.getByRole("button", { name: "Loslegen" })).toBeVisible();
  });
});
