import type { CallHandlers } from "../http/registerContract";
import { adminHandlers } from "./admin/adminHandlers";
import { bankingHandlers } from "./banking/bankingHandlers";
import { brandingHandlers } from "./branding/brandingHandlers";
import { companyHandlers } from "./companies/companyHandlers";
import { infrastructureHandlers } from "./infrastructure/infrastructureHandlers";
import { profileHandlers } from "./profile/profileHandlers";
import { sessionHandlers } from "./session/sessionHandlers";
import { teamHandlers } from "./team/teamHandlers";

/** The server side of every contract entry. The type makes a missing handler a compile error. */
export const handlers: CallHandlers = {
  ...sessionHandlers,
  ...profileHandlers,
  ...companyHandlers,
  ...teamHandlers,
  ...brandingHandlers,
  ...adminHandlers,
  ...infrastructureHandlers,
  ...bankingHandlers,
};
