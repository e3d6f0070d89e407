import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { TextField } from "../TextField/TextField";
import { Dialog } from "./Dialog";

describe("Dialog", () => {
  it("emits onEnter, closes on Escape and blocks arrow keys outside inputs", async () => {
    const onEnter = vi.fn();
    const onOpenChange = vi.fn();
    const pageKeys = vi.fn();
    document.addEventListener("keydown", pageKeys);
    await render(
      <Dialog open onOpenChange={onOpenChange} title="Supprimer la règle" onEnter={onEnter}>
        <p>Contenu</p>
      </Dialog>,
    );
    const dialog = page.getByRole("dialog", { name: "Supprimer la règle" });
    await expect.element(dialog).toBeVisible();
    await userEvent.keyboard("{Enter}");
    expect(onEnter).toHaveBeenCalledTimes(1);
    await userEvent.keyboard("{ArrowDown}");
    expect(
      pageKeys.mock.calls.filter(([event]) => (event as KeyboardEvent).key === "ArrowDown"),
    ).toHaveLength(0);
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
    document.removeEventListener("keydown", pageKeys);
  });

  it("lets arrow keys reach inputs", async () => {
    await render(
      <Dialog open onOpenChange={() => {}} title="Renommer">
        <TextField label="Nom" defaultValue="abc" />
      </Dialog>,
    );
    const input = page.getByRole("textbox", { name: "Nom" });
    await input.click();
    await userEvent.keyboard("{End}{ArrowLeft}X");
    expect((input.element() as HTMLInputElement).value).toBe("abXc");
  });

  it("fills the screen on phones when asked to", async () => {
    await page.viewport(375, 700);
    await render(
      <Dialog open onOpenChange={() => {}} title="Créer une société" fullScreen="mobile">
        <p>Contenu</p>
      </Dialog>,
    );
    const box = page.getByRole("dialog").element().getBoundingClientRect();
    expect(Math.round(box.width)).toBe(375);
    expect(Math.round(box.height)).toBe(700);
  });
});
