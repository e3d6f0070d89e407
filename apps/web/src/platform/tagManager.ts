import type { StorageLike } from "./boundedStorage";

/**
 * The company's tag manager (spec 000 §5, issue 19): its container loads only after the visitor said yes
 * on the consent banner, and only in the signed-in app (never on the sign-in and sign-up pages, which do
 * not show the banner). The loader is an adapter: tests give their own, the app Google's.
 */

/** Where a visitor's answer for one container is kept in this browser. */
export const tagConsentKey = (tagManagerId: string) => `trezo.tagConsent.${tagManagerId}`;

export type TagConsent = "granted" | "denied";

/** The visitor's answer for this container, or null when they have not answered. */
export function storedTagConsent(
  storage: Pick<StorageLike, "getItem">,
  tagManagerId: string,
): TagConsent | null {
  const value = storage.getItem(tagConsentKey(tagManagerId));
  return value === "granted" || value === "denied" ? value : null;
}

/** Loads a tag-manager container (once per page). */
export type TagLoader = (tagManagerId: string) => void;

/** Google Tag Manager's loader: the dataLayer start event, then gtm.js for the container, once. */
export function gtmLoader(doc: Document = document): TagLoader {
  return (tagManagerId) => {
    if (doc.querySelector(`script[data-tag-manager="${CSS.escape(tagManagerId)}"]`)) return;
    const win = doc.defaultView as (Window & { dataLayer?: unknown[] }) | null;
    if (win) {
      win.dataLayer = win.dataLayer ?? [];
      win.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    }
    const script = doc.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagManagerId)}`;
    script.dataset.tagManager = tagManagerId;
    doc.head.appendChild(script);
  };
}
