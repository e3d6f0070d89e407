-- Rollback of 0015_crm_consent: the users forget their CRM consent.
ALTER TABLE "users" DROP COLUMN "crm_consent_at";
