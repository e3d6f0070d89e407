import { describe, expect, it } from "vitest";
import { POPUP_HEIGHT_MARGIN_PX, popupNeedsFullScreen } from "./popupHeight";

describe("popupNeedsFullScreen", () => {
  it("adds 20 px to the content before comparing it with the window", () => {
    expect(POPUP_HEIGHT_MARGIN_PX).toBe(20);
    expect(popupNeedsFullScreen(580, 600)).toBe(false);
    expect(popupNeedsFullScreen(581, 600)).toBe(true);
    expect(popupNeedsFullScreen(300, 844)).toBe(false);
    expect(popupNeedsFullScreen(844, 844)).toBe(true);
  });
});
