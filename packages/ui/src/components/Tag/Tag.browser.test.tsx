import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { Tag } from "./Tag";

describe("Tag", () => {
  it("has a remove button named after the tag", async () => {
    const onRemove = vi.fn();
    const screen = await render(<Tag onRemove={onRemove}>TVA</Tag>);
    await screen.getByRole("button", { name: "Masquer TVA" }).click();
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it("has no button when it cannot be removed", async () => {
    const screen = await render(<Tag>TVA</Tag>);
    expect(screen.container.querySelector("button")).toBeNull();
  });
});
