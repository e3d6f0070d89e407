import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Button } from "../Button/Button";
import { Popover } from "./Popover";

describe("Popover", () => {
  it("opens from its trigger and closes on Escape, giving focus back", async () => {
    const screen = await render(
      <Popover trigger={<Button>Infos</Button>} label="Infos">
        <p>Contenu</p>
      </Popover>,
    );
    const trigger = screen.getByRole("button", { name: "Infos" });
    await trigger.click();
    await expect.element(page.getByText("Contenu")).toBeVisible();
    await expect.element(trigger).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{Escape}");
    await expect.element(page.getByText("Contenu")).not.toBeInTheDocument();
    expect(document.activeElement).toBe(trigger.element());
  });
});
