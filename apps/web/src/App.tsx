import { API_BASE_PATH, requestJson } from "@trezo/api";
import { type Locale, translate } from "@trezo/i18n";
import { Button, lightTheme } from "@trezo/ui";
import { useState } from "react";
import { card, muted, page } from "./App.css";

type Health =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "ok"; database: string }
  | { state: "failed"; message: string };

/** The first page: says what Trezo is and checks, through the API layer, that the server and database answer. */
export function App({ locale = "fr-FR" }: { locale?: Locale }) {
  const [health, setHealth] = useState<Health>({ state: "idle" });

  async function checkServer() {
    setHealth({ state: "checking" });
    try {
      const result = await requestJson<{ database: string }>(
        `${API_BASE_PATH}/healthcheckDb?time=${Date.now()}`,
        {
          method: "GET",
          timeoutMs: 5000,
        },
      );
      setHealth({ state: "ok", database: result.database });
    } catch (error) {
      setHealth({ state: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <main className={`${lightTheme} ${page}`}>
      <section className={card} aria-labelledby="welcome-title">
        <h1 id="welcome-title">{translate("app.welcome", locale)}</h1>
        <p className={muted}>{translate("app.tagline", locale)}</p>
        <Button onClick={checkServer} loading={health.state === "checking"}>
          {translate("common.getStarted", locale)}
        </Button>
        <p role="status" className={muted}>
          {health.state === "ok" && `✓ ${health.database}`}
          {health.state === "failed" && health.message}
        </p>
      </section>
    </main>
  );
}
