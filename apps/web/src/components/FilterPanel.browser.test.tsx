import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { renderWithFakeServer } from "../testing/renderWithFakeServer";
import { FilterPanel } from "./FilterPanel";

function filters(activeCount: number) {
  return (
    <FilterPanel activeCount={activeCount}>
      <label>
        Tiers
        <input />
      </label>
    </FilterPanel>
  );
}

describe("filter panel", () => {
  it("folds the filters behind a button counting the active ones on a phone, closed by default", async () => {
    await page.viewport(390, 844);
    try {
      const { screen } = await renderWithFakeServer(filters(2), {}, { path: "/" });
      const toggle = screen.getByRole("button", { name: "Filtres (2)" });
      await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
      await expect.element(screen.getByLabelText("Tiers")).not.toBeVisible();
      await userEvent.click(toggle);
      await expect.element(toggle).toHaveAttribute("aria-expanded", "true");
      await expect.element(screen.getByLabelText("Tiers")).toBeVisible();
      await userEvent.click(toggle);
      await expect.element(screen.getByLabelText("Tiers")).not.toBeVisible();
    } finally {
      await page.viewport(1280, 800);
    }
  });

  it("names no count when no filter is on", async () => {
    await page.viewport(390, 844);
    try {
      const { screen } = await renderWithFakeServer(filters(0), {}, { path: "/" });
      await expect.element(screen.getByRole("button", { name: "Filtres", exact: true })).toBeVisible();
    } finally {
      await page.viewport(1280, 800);
    }
  });

  it("always shows the filters on a desktop, without the button", async () => {
    await page.viewport(1440, 900);
    try {
      const { screen } = await renderWithFakeServer(filters(1), {}, { path: "/" });
      await expect.element(screen.getByLabelText("Tiers")).toBeVisible();
      await expect.element(screen.getByText("Filtres (1)")).not.toBeVisible();
    } finally {
      await page.viewport(1280, 800);
    }
  });
});
