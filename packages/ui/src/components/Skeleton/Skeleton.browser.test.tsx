import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { LocaleProvider } from "../../i18n/LocaleProvider";
import { Skeleton } from "./Skeleton";

describe("Skeleton", () => {
  it("is one status in the user's language, however many lines it draws", async () => {
    const screen = await render(
      <LocaleProvider locale="it-IT">
        <Skeleton lines={3} />
      </LocaleProvider>,
    );
    await expect.element(screen.getByRole("status", { name: "Caricamento…" })).toBeInTheDocument();
    expect(screen.container.querySelectorAll("[aria-hidden='true']")).toHaveLength(3);
  });
});
