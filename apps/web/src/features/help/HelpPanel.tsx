/**
 * The content of the app's help panel: the general help, and pages (the formula guide) reached from
 * it or opened on by a screen (useOpenHelp).
 */
import { Button, Stack, Text } from "@trezo/ui";
import { ArrowLeft, BookOpen } from "lucide-react";
import { useEffect, useRef } from "react";
import { useT } from "../../i18n/appI18n";
import { FormulaGuide } from "./FormulaGuide";
import { useHelpPage } from "./helpPage";

export function HelpPanel() {
  const t = useT();
  const { page, setPage } = useHelpPage();
  const pageRef = useRef<HTMLDivElement>(null);

  // A page opened from elsewhere (or from the list) takes the focus, so that it is read from its top.
  useEffect(() => {
    if (page !== "home") pageRef.current?.focus();
  }, [page]);

  if (page === "formulas") {
    return (
      <div ref={pageRef} tabIndex={-1}>
        <Stack gap="sm">
          <div>
            <Button
              variant="ghost"
              size="small"
              iconStart={<ArrowLeft size={16} />}
              onClick={() => setPage("home")}
            >
              {t("formulas.help.back")}
            </Button>
          </div>
          <FormulaGuide headingLevel={3} />
        </Stack>
      </div>
    );
  }
  return (
    <Stack gap="sm">
      <Text>{t("web.shell.helpBody")}</Text>
      <nav aria-label={t("formulas.help.pages")}>
        <Button
          variant="ghost"
          size="small"
          iconStart={<BookOpen size={16} />}
          onClick={() => setPage("formulas")}
        >
          {t("formulas.doc.title")}
        </Button>
      </nav>
    </Stack>
  );
}
