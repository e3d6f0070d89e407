/**
 * The popups the shell can open (spec 000 §2), with what each needs. Screens open them through the
 * store (`openPopup`); the PopupHost renders the one open.
 */
export type PopupRequest =
  | { id: "addBank" }
  | { id: "addUser" }
  | { id: "upgradePlan" }
  | { id: "unlockFeature"; feature?: string }
  | { id: "subscriptionLimit"; price: string; onConfirm: () => void }
  | { id: "adBlocker" }
  | { id: "cpaTrialLimit" }
  | { id: "signIn" }
  | { id: "createCompany"; parentId?: number }
  | {
      id: "deleteCompany";
      companyId: number;
      name: string;
      /**
       * A client file deleted from the accounting firm's console (issue 16): full screen on mobile, and
       * the user stays on the console (the firm stays the selected company).
       */
      clientFile?: boolean;
    }
  | {
      id: "deleteBank";
      /** A connection (the default) or one of its accounts: the same popup, its own words. */
      kind?: "bank" | "account";
      bankId: number;
      name: string;
      onDelete: () => Promise<void>;
    }
  | { id: "deleteIntegration"; name: string; onDelete: () => Promise<void> };

export type PopupId = PopupRequest["id"];

/** Every popup of spec 000 §2, in its order. */
export const POPUP_IDS: readonly PopupId[] = [
  "addBank",
  "addUser",
  "upgradePlan",
  "unlockFeature",
  "subscriptionLimit",
  "adBlocker",
  "cpaTrialLimit",
  "signIn",
  "createCompany",
  "deleteCompany",
  "deleteBank",
  "deleteIntegration",
];

/** Spec 000 §2: on mobile (by user agent), company creation and bank deletion use full-screen frames. */
export function isFullScreenOnMobile(id: PopupId): boolean {
  return id === "createCompany" || id === "deleteBank";
}

/** Mobile detection by user agent, as the spec says. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent);
}
