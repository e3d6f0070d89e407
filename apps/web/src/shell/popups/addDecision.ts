import type { CallOutput } from "@trezo/api";
import type { PopupRequest } from "./popupTypes";

type AddDecision = CallOutput<"getCurrentBasePlan">["next_add"]["bank"];

/** What opens first when a user asks to add one more thing (spec 000 §6, in its check order). */
export type AddStep =
  | { kind: "proceed" }
  | { kind: "popup"; popup: PopupRequest }
  | { kind: "bookMeeting"; to: string };

/**
 * The domain's answer (getCurrentBasePlan.next_add, decideAdd on the server) turned into what the web
 * shows first: the maximum gives the upgrade popup (bank) or the unlock popup; the included quota gives
 * the confirmation of one more paid item at its unit price (`confirm` buys it); maxConnections gives
 * book-a-meeting.
 */
export function addStepOf(
  decision: AddDecision | undefined,
  feature: "additionalBank" | "additionalUser" | "additionalIntegration" | "scenarioNumber",
  price: (cents: number) => string,
  confirm: () => void,
): AddStep {
  if (!decision) return { kind: "proceed" };
  switch (decision.outcome) {
    case "allowed":
      return { kind: "proceed" };
    case "maximum":
      return decision.popup === "upgradePlan"
        ? { kind: "popup", popup: { id: "upgradePlan" } }
        : { kind: "popup", popup: { id: "unlockFeature", feature } };
    case "quota":
      return {
        kind: "popup",
        popup: { id: "subscriptionLimit", price: price(decision.unitPriceCents), onConfirm: confirm },
      };
    case "bookMeeting":
      return { kind: "bookMeeting", to: "/book-a-meeting?reason=maxConnections" };
  }
}
