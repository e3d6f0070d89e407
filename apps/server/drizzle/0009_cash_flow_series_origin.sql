ALTER TABLE "cash_flow_series" ADD COLUMN "origin" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
-- Backfill: the one-off series the dashboard made before this column were recognised by their label, the
-- text of dashboardScreen.edit.seriesLabel in the locale of whoever typed (the 8 locales' texts below).
UPDATE "cash_flow_series" SET "origin" = 'dashboard_cell'
WHERE "frequency" = 'once' AND "formula" IS NULL AND "label" IN (
  'Saisie du tableau de bord', 'Typed in the dashboard', 'Im Dashboard erfasst', 'Inserito nella dashboard',
  'Introducido en el panel', 'Ingevoerd in het dashboard', 'Введено на панелі', 'Registrert i oversikten'
);
--> statement-breakpoint
-- The one-off series of imported forecast templates were recognised by their fixed label.
UPDATE "cash_flow_series" SET "origin" = 'template_import'
WHERE "frequency" = 'once' AND "formula" IS NULL AND "label" = 'Import Excel';
