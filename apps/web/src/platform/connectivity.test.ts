import { describe, expect, it } from "vitest";
import { createAppStore } from "../state/appStore";
import { OFFLINE_NOTICE_ID, watchConnectivity } from "./connectivity";

const words = { "web.shell.offline": "Hors ligne", "web.shell.online": "En ligne" };

describe("watchConnectivity", () => {
  it("warns in orange when the browser goes offline, once, and says in blue when it is back", () => {
    const store = createAppStore();
    const target = new EventTarget();
    const stop = watchConnectivity(target, store, (key) => words[key]);
    const shown = () => store.getState().notifications.map(({ msg, color }) => `${color}:${msg}`);

    target.dispatchEvent(new Event("offline"));
    target.dispatchEvent(new Event("offline"));
    expect(shown()).toEqual(["orange:Hors ligne"]);
    expect(store.getState().notifications[0]?.id).toBe(OFFLINE_NOTICE_ID);

    target.dispatchEvent(new Event("online"));
    expect(shown()).toEqual(["blue:En ligne"]);

    stop();
    target.dispatchEvent(new Event("offline"));
    expect(shown()).toEqual(["blue:En ligne"]);
  });
});
