import { useApiClient } from "@trezo/api";
import { Button, Inline } from "@trezo/ui";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/appI18n";
import { appStorage } from "../../platform/boundedStorage";
import {
  gtmLoader,
  storedTagConsent,
  type TagConsent,
  type TagLoader,
  tagConsentKey,
} from "../../platform/tagManager";
import { useAppStore } from "../../state/appStore";
import * as css from "./TagConsentBanner.css";

export interface TagConsentBannerProps {
  /** The company whose tag-manager id is read (getTagManager). */
  companyId: number;
  /** Loads the container once the visitor agreed. @default gtmLoader() (Google Tag Manager) */
  loader?: TagLoader;
  /** Where the visitor's answer is kept. @default appStorage */
  storage?: Pick<Storage, "getItem" | "setItem">;
}

/**
 * The consent banner of spec 000 §5 (issue 19): when the company has a tag-manager id, the visitor is
 * asked once (with the brand's consent_icon); the tag loads only after a yes, at once and on later visits;
 * a no loads nothing and is remembered. Without an id there is no banner and nothing loads. It lives in
 * the signed-in layout only: never on the sign-in and sign-up pages.
 */
export function TagConsentBanner({ companyId, loader, storage = appStorage }: TagConsentBannerProps) {
  const t = useT();
  const consentIcon = useAppStore((state) => state.branding?.consent_icon ?? null);
  const api = useApiClient();
  // One plain call, not a query hook: the signed-in layout is in the boot chunk, which must not draw in
  // the query library's chunk (chunks importing each other, see vite.config.ts).
  const [tagManagerId, setTagManagerId] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setTagManagerId(null);
    void api
      .call("getTagManager", { companyId })
      .then((found) => {
        if (current) setTagManagerId(found.tag_manager_id);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, companyId]);
  const [answer, setAnswer] = useState<TagConsent | null>(null);

  const consent = tagManagerId ? (answer ?? storedTagConsent(storage, tagManagerId)) : null;
  useEffect(() => {
    if (tagManagerId && consent === "granted") (loader ?? gtmLoader())(tagManagerId);
  }, [tagManagerId, consent, loader]);

  if (!tagManagerId || consent !== null) return null;
  const decide = (value: TagConsent) => {
    storage.setItem(tagConsentKey(tagManagerId), value);
    setAnswer(value);
  };
  return (
    <section className={css.bar} aria-label={t("web.tagConsent.title")}>
      {consentIcon ? <img className={css.icon} src={consentIcon} alt="" /> : null}
      <p className={css.question}>{t("web.tagConsent.question")}</p>
      <Inline gap="sm">
        <Button size="small" variant="secondary" onClick={() => decide("denied")}>
          {t("web.tagConsent.refuse")}
        </Button>
        <Button size="small" variant="primary" onClick={() => decide("granted")}>
          {t("web.tagConsent.accept")}
        </Button>
      </Inline>
    </section>
  );
}
