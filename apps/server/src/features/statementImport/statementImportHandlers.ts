import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { jobOf } from "../jobs/jobs";
import { receiveChunk } from "./fileUploads";

type StatementImportHandlers = Pick<CallHandlers, "uploadFileChunk" | "getJob">;

/** Uploads, statement imports and job polling. */
export const statementImportHandlers: StatementImportHandlers = {
  async uploadFileChunk(context) {
    const { company } = mustCompany(context);
    const { input } = context;
    const received = await receiveChunk(context.services.db, {
      companyId: company.id,
      userId: mustAuth(context).user.id,
      uploadId: input.uploadId,
      purpose: input.purpose,
      fileName: input.fileName,
      totalBytes: input.totalBytes,
      index: input.index,
      data: input.data,
      locale: context.locale,
    });
    return {
      uploadId: received.uploadId,
      received_bytes: received.receivedBytes,
      complete: received.complete,
    };
  },

  async getJob(context) {
    const { company } = mustCompany(context);
    return jobOf(context.services.db, company.id, context.input.jobId);
  },
};
