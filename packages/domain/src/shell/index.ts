export {
  type CrmPayload,
  crmPayload,
  SALES_EVENT_VALUES,
  SALES_EVENTS,
  type SalesContact,
  type SalesEvent,
} from "./salesEvents";
export { resolveShellStyles, type ShellStyleSettings, type ShellStyleSource } from "./shellStyles";
