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
import { app } from "./messages/app";
import { banking } from "./messages/banking";
import { banks } from "./messages/banks";
import { categoriesScreen } from "./messages/categoriesScreen";
import { charts } from "./messages/charts";
import { common } from "./messages/common";
import { companies } from "./messages/companies";
import { dashboard } from "./messages/dashboard";
import { dashboardScreen } from "./messages/dashboardScreen";
import { einvoice } from "./messages/einvoice";
import { errors } from "./messages/errors";
import { forecastDetails } from "./messages/forecastDetails";
import { forms } from "./messages/forms";
import { formulas } from "./messages/formulas";
import { imports } from "./messages/imports";
import { invoices } from "./messages/invoices";
import { invoicesScreen } from "./messages/invoicesScreen";
import { onboarding } from "./messages/onboarding";
import { rules } from "./messages/rules";
import { series } from "./messages/series";
import { server } from "./messages/server";
import { transactionsScreen } from "./messages/transactionsScreen";
import { ui } from "./messages/ui";
import { web } from "./messages/web";

const namespaces = {
  app,
  banking,
  banks,
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
  categoriesScreen,
  series,
  invoices,
  companies,
  onboarding,
  forecastDetails,
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
