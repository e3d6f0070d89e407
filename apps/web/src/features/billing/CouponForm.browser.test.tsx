import { describe, expect, it, vi } from "vitest";
import { renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { CouponForm } from "./CouponForm";

const SLOW = { timeout: 20_000 };
/** At a phone's width (390 px): the test frame is narrower than a desktop, and the layout must hold there. */
const show = (element: React.ReactNode) =>
  renderWithFakeServer(element, {}, { path: "/company", uiLocale: true, width: 390 }).then(
    (rendered) => rendered.screen,
  );

describe("coupon", () => {
  it("applies a code in capitals and shows the refusal under the field", async () => {
    const onApply = vi.fn(async (code: string) =>
      code === "NOPE" ? "Ce code promo n'existe pas ou a expiré." : undefined,
    );
    const screen = await show(
      <CouponForm active={{ code: "BIENVENUE", description: "−25 %" }} onApply={onApply} />,
    );
    await expect.element(screen.getByTestId("active-coupon"), SLOW).toHaveTextContent("BIENVENUE (−25 %)");
    await screen.getByRole("textbox", { name: "Code promo" }).fill("nope");
    await screen.getByRole("button", { name: "Appliquer" }).click();
    await expect.poll(() => onApply.mock.calls).toEqual([["NOPE"]]);
    await expect.element(screen.getByText("Ce code promo n'existe pas ou a expiré.")).toBeVisible();
    await screen.getByRole("textbox", { name: "Code promo" }).fill("printemps");
    await screen.getByRole("button", { name: "Appliquer" }).click();
    await expect.poll(() => onApply.mock.calls.at(-1)?.[0]).toBe("PRINTEMPS");
    await expect.element(screen.getByRole("textbox", { name: "Code promo" })).toHaveValue("");
  });
});
