import {
  type AlertSettings,
  alertSettingsOf,
  type ClientAlertKind,
  portfolioVisibility,
} from "@trezo/domain";
import { DEFAULT_LOCALE, isLocale, type Locale, translate } from "@trezo/i18n";
import { cleanPermissionMap } from "../../auth/companyAccess";
import { companyToday } from "../../forecast/companyToday";
import { perCompanyTask, type ScheduledTask } from "../../jobs/scheduler";
import type { Mailer } from "../../mail/mailer";
import { type ClientRow, digestAssignments, digestFirms } from "./portfolioQueries";
import { portfolioRows } from "./portfolioRows";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

interface Recipient {
  email: string;
  firstName: string;
  locale: Locale;
  /** May see the figures: the threshold alert is theirs too. */
  figures: boolean;
  clientIds: number[];
}

/** The digest's text for one collaborator, in their language. */
export function digestMail(
  recipient: Recipient,
  clients: ReadonlyArray<{ name: string; alerts: readonly ClientAlertKind[] }>,
  settings: { thresholdWithinWeeks: number; staleBankDays: number; toCategoriseAtLeast: number },
  consoleUrl: string,
) {
  const { locale } = recipient;
  const alertText = (alert: ClientAlertKind) =>
    translate(`consoleScreen.alerts.${alert}`, locale, {
      weeks: settings.thresholdWithinWeeks,
      days: settings.staleBankDays,
      threshold: settings.toCategoriseAtLeast,
    });
  return {
    to: recipient.email,
    subject: translate("consoleScreen.digest.subject", locale, { count: clients.length }),
    text: [
      translate("consoleScreen.digest.greeting", locale, { name: recipient.firstName || recipient.email }),
      "",
      translate("consoleScreen.digest.intro", locale),
      ...clients.map(
        (client) =>
          `- ${translate("consoleScreen.digest.line", locale, {
            client: client.name,
            alerts: client.alerts.map(alertText).join(" ; "),
          })}`,
      ),
      "",
      translate("consoleScreen.digest.outro", locale, { url: consoleUrl }),
    ].join("\n"),
  };
}

/**
 * The weekly digest of the console's alerts (issue 16): each collaborator of an accounting firm gets one
 * e-mail listing their clients that raise an alert (none when all is well). Run once a week across every
 * instance (jobs/scheduler.ts), one job per firm (retried alone: a firm whose mail failed does not send
 * the others theirs again); the alerts, threshold ones included, come from the console's own set-wise
 * reads.
 */
export function weeklyPortfolioDigest(deps: { mailer: Mailer; publicUrl: string }): ScheduledTask {
  return perCompanyTask({
    name: "weeklyPortfolioDigest",
    everyMs: WEEK_MS,
    companies: ({ db, exclusive }) => exclusive(() => digestFirms(db)),
    async runFor({ db, exclusive }, firmId) {
      const assignments = await exclusive(() => digestAssignments(db, firmId));
      const firms = new Map<
        number,
        {
          currency: string;
          alertSettings: AlertSettings;
          clients: Map<number, ClientRow>;
          recipients: Map<number, Recipient>;
        }
      >();
      for (const row of assignments) {
        let firm = firms.get(row.firmId);
        if (!firm) {
          firm = {
            currency: row.firmCurrency,
            alertSettings: alertSettingsOf(row.firmAlertSettings),
            clients: new Map(),
            recipients: new Map(),
          };
          firms.set(row.firmId, firm);
        }
        firm.clients.set(row.client.id, row.client);
        let recipient = firm.recipients.get(row.userId);
        if (!recipient) {
          recipient = {
            email: row.email,
            firstName: row.firstName,
            locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
            figures: portfolioVisibility(cleanPermissionMap(row.permissions), row.isOwner).figures,
            clientIds: [],
          };
          firm.recipients.set(row.userId, recipient);
        }
        recipient.clientIds.push(row.client.id);
      }
      const today = companyToday();
      let sent = 0;
      for (const [firmId, firm] of firms) {
        const { rows, settings } = await exclusive(() =>
          portfolioRows(db, {
            firmId,
            firmCurrency: firm.currency,
            alertSettings: firm.alertSettings,
            clients: [...firm.clients.values()],
            figures: true,
            today,
          }),
        );
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const recipient of firm.recipients.values()) {
          const flagged = recipient.clientIds.flatMap((id) => {
            const row = byId.get(id);
            if (!row) return [];
            const alerts = recipient.figures
              ? row.alerts
              : row.alerts.filter((alert) => alert !== "belowThreshold");
            return alerts.length > 0 ? [{ name: row.name, alerts }] : [];
          });
          if (flagged.length === 0) continue;
          await deps.mailer.post(digestMail(recipient, flagged, settings, `${deps.publicUrl}/console`));
          sent += 1;
        }
      }
      return { sent };
    },
  });
}
