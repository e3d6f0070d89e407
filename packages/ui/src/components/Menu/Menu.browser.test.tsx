import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Button } from "../Button/Button";
import { Menu } from "./Menu";

describe("Menu", () => {
  it("moves with arrow keys, skips nothing, runs the chosen action and closes", async () => {
    const rename = vi.fn();
    const remove = vi.fn();
    const archive = vi.fn();
    const screen = await render(
      <Menu
        label="Actions"
        trigger={<Button>Actions</Button>}
        items={[
          { id: "rename", label: "Renommer", onAction: rename },
          { id: "archive", label: "Archiver", onAction: archive, isDisabled: true },
          { id: "delete", label: "Supprimer", onAction: remove },
        ]}
      />,
    );
    await screen.getByRole("button", { name: "Actions" }).click();
    await expect.element(page.getByRole("menuitem", { name: "Renommer" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard("{Enter}");
    expect(archive).not.toHaveBeenCalled();
    await userEvent.keyboard("{End}{Enter}");
    expect(remove).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole("menu")).not.toBeInTheDocument();
  });
});
