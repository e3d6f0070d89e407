import { readSiret } from "@trezo/domain";
import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { companies, companyUsers } from "../../db/schema";
import { DomainError } from "../../errors/domainError";

/** Spec 000 §9: an accounting firm cannot manage more than 2 trial client companies. */
export const MAX_MANAGED_TRIAL_COMPANIES = 2;

export const siretInvalidError = () =>
  new DomainError("invalid", "siret_invalid", { key: "server.siretInvalid" });
export const siretInUseError = () =>
  new DomainError("conflict", "siret_in_use", { key: "server.siretInUse" });
export const nameRequiredError = () =>
  new DomainError("invalid", "name_required", { key: "server.nameRequired" });
export const creationFailedError = () =>
  new DomainError("internal", "creation_failed", { key: "server.creationFailed" });

/**
 * A SIRET as stored, under @trezo/domain's rule (the forms' too): spaces and dots removed, 14 digits
 * passing Luhn or La Poste's rule, else 'SIRET invalide.' (spec 000 §5). Undefined or blank gives null.
 */
export function storedSiretOf(value: string | null | undefined): string | null {
  const reading = readSiret(value);
  if (reading.kind === "invalid") throw siretInvalidError();
  return reading.kind === "valid" ? reading.siret : null;
}

/** Fails with siret_in_use when another company has this SIRET. */
export async function assertSiretFree(
  db: Database,
  siret: string | null,
  exceptCompanyId?: number,
): Promise<void> {
  if (siret === null) return;
  const [existing] = await db.select({ id: companies.id }).from(companies).where(eq(companies.siret, siret));
  if (existing && existing.id !== exceptCompanyId) throw siretInUseError();
}

export interface NewCompany {
  name: string;
  siret: string | null;
  ownerId: number;
  isCpa: boolean;
  parentId: number | null;
  isTrial: boolean;
}

/** Counts the trial client companies of a firm. */
export async function managedTrialCount(db: Database, firmId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(companies)
    .where(and(eq(companies.parentId, firmId), eq(companies.isTrial, true)));
  return row?.value ?? 0;
}

/**
 * Inserts the company and its owner's membership in one transaction. A unique violation on the SIRET
 * (two creations racing) is siret_in_use; any other database failure is 'La création a échoué'.
 */
export async function insertCompany(
  db: Database,
  company: NewCompany,
  /** What must be written with the company, in the same transaction (a category plan template). */
  afterInsert?: (tx: Database, companyId: number) => Promise<void>,
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(companies)
        .values({
          name: company.name,
          siret: company.siret,
          ownerId: company.ownerId,
          isCpa: company.isCpa,
          parentId: company.parentId,
          isTrial: company.isTrial,
          isStandalone: company.parentId === null,
        })
        .returning({ id: companies.id });
      if (!row) throw creationFailedError();
      await tx.insert(companyUsers).values({ companyId: row.id, userId: company.ownerId, isOwner: true });
      await afterInsert?.(tx, row.id);
      return row.id;
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const cause =
      (error as { cause?: { code?: string }; code?: string }).cause?.code ??
      (error as { code?: string }).code;
    if (cause === "23505") throw siretInUseError();
    throw creationFailedError();
  }
}
