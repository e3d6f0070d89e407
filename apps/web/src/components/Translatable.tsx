import { useEffect, useState } from "react";
import { useLocale } from "../i18n/appI18n";
import { appStorage } from "../platform/boundedStorage";
import { reportAppError } from "../platform/clientErrors";
import {
  browserTranslationWidget,
  translateTexts,
  translationConfigured,
} from "../platform/translation/machineTranslation";

/**
 * Content marked translatable (text written by people: descriptions, comments, partner texts), shown in
 * the user's locale when a machine-translation provider is configured; otherwise, and on any failure, the
 * original text stays (platform/translation).
 */
export function Translatable({
  text,
  sourceLocale = "fr-FR",
}: {
  /** The original text. */
  text: string;
  /** The locale the text was written in. @default "fr-FR" */
  sourceLocale?: string;
}) {
  const locale = useLocale();
  const [shown, setShown] = useState(text);
  useEffect(() => {
    setShown(text);
    let current = true;
    void translateTexts([text], sourceLocale, {
      configured: translationConfigured(),
      widget: browserTranslationWidget,
      locale: () => locale,
      storage: appStorage,
      log: (message) => void reportAppError(new Error(message)),
    }).then(([translated]) => {
      if (current && translated !== undefined) setShown(translated);
    });
    return () => {
      current = false;
    };
  }, [text, sourceLocale, locale]);
  return (
    <span lang={shown === text ? sourceLocale.slice(0, 2) : locale.slice(0, 2)} data-translatable="">
      {shown}
    </span>
  );
}
