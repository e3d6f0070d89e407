import type { TransitionProblem } from "@trezo/domain";
import type { MessageKey } from "@trezo/i18n";
import { DomainError } from "../../errors/domainError";

/** The transfers' refusals (issue 22), localised from the `transfers.errors` catalog. */

const invalid = (code: string, key: MessageKey, path?: string) =>
  new DomainError("invalid", code, { key }, path ? [{ path, message: code }] : []);
const conflict = (code: string, key: MessageKey) => new DomainError("conflict", code, { key });

export const transferErrors = {
  field: invalid,
  conflict,
  /** A life-cycle event the order's state refuses (409), or four eyes refusing the preparer (403). */
  transition(problem: TransitionProblem): DomainError {
    switch (problem) {
      case "final":
        return conflict("transfer_final", "transfers.errors.final");
      case "not_sendable":
        return conflict("transfer_not_sendable", "transfers.errors.notSendable");
      case "approval_missing":
        return conflict("transfer_approval_missing", "transfers.errors.approvalMissing");
      case "not_approvable":
        return conflict("transfer_not_approvable", "transfers.errors.notApprovable");
      case "same_person":
        return new DomainError("forbidden", "transfer_same_person", { key: "transfers.errors.samePerson" });
      case "not_pending":
        return conflict("transfer_not_pending", "transfers.errors.notPending");
    }
  },
};
