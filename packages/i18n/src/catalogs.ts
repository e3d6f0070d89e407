/**
 * Every locale's catalog, assembled from the namespaces in ./messages.
 *
 * To add messages: add keys to a namespace file (all 8 locales, French first), or add a namespace file
 * `messages/<name>.ts` with `defineMessages` and list it in `namespaces` below. Each team owns its own
 * namespace files, so catalogs grow without conflicts. A message that counts something is a plural
 * message (`{ one, …, other }`, see defineMessages.ts).
 *
 * How the catalogs reach the web app (one locale at a time, in two halves) is told in ../README.md.
 */
import type { SameShape } from "./defineMessages";
import { LOCALES, type Locale } from "./locales";
import { analytics } from "./messages/analytics";
import { app } from "./messages/app";
import { auditTrail } from "./messages/auditTrail";
import { banking } from "./messages/banking";
import { bankLink } from "./messages/bankLink";
import { bankLinking } from "./messages/bankLinking";
import { banks } from "./messages/banks";
import { billing } from "./messages/billing";
import { billingScreen } from "./messages/billingScreen";
import { categoriesScreen } from "./messages/categoriesScreen";
import { charts } from "./messages/charts";
import { checksScreen } from "./messages/checksScreen";
import { common } from "./messages/common";
import { companies } from "./messages/companies";
import { consoleScreen } from "./messages/consoleScreen";
import { currencies } from "./messages/currencies";
import { dashboard } from "./messages/dashboard";
import { dashboardScreen } from "./messages/dashboardScreen";
import { einvoice } from "./messages/einvoice";
import { errors } from "./messages/errors";
import { firm } from "./messages/firm";
import { forecastDetails } from "./messages/forecastDetails";
import { forms } from "./messages/forms";
import { formulas } from "./messages/formulas";
import { imports } from "./messages/imports";
import { inAppMessages } from "./messages/inAppMessages";
import { invoices } from "./messages/invoices";
import { invoicesScreen } from "./messages/invoicesScreen";
import { mfa } from "./messages/mfa";
import { oauth } from "./messages/oauth";
import { onboarding } from "./messages/onboarding";
import { partners } from "./messages/partners";
import { publicPages } from "./messages/publicPages";
import { rules } from "./messages/rules";
import { series } from "./messages/series";
import { server } from "./messages/server";
import { shellPages } from "./messages/shellPages";
import { transactionsScreen } from "./messages/transactionsScreen";
import { transfers } from "./messages/transfers";
import { ui } from "./messages/ui";
import { vat } from "./messages/vat";
import { web } from "./messages/web";

const namespaces = {
  analytics,
  app,
  banking,
  bankLinking,
  banks,
  bankLink,
  common,
  errors,
  forms,
  charts,
  ui,
  server,
  web,
  formulas,
  dashboard,
  dashboardScreen,
  imports,
  einvoice,
  rules,
  transactionsScreen,
  invoicesScreen,
  checksScreen,
  categoriesScreen,
  series,
  invoices,
  companies,
  firm,
  consoleScreen,
  onboarding,
  oauth,
  partners,
  forecastDetails,
  shellPages,
  vat,
  auditTrail,
  billing,
  currencies,
  inAppMessages,
  transfers,
  billingScreen,
  mfa,
  publicPages,
};

type Namespaces = typeof namespaces;

/** The shape every locale's catalog implements. */
export type Messages = { [N in keyof Namespaces]: SameShape<Namespaces[N]["fr-FR"]> };

function catalogOf(locale: Locale): Messages {
  return Object.fromEntries(
    Object.entries(namespaces).map(([name, byLocale]) => [name, byLocale[locale]]),
  ) as unknown as Messages;
}

/** Every locale's catalog, by product locale. */
export const catalogs = Object.fromEntries(LOCALES.map((locale) => [locale, catalogOf(locale)])) as Record<
  Locale,
  Messages
>;
