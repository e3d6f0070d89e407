/** One locale's messages, served by apps/web/catalogPlugin.ts. */
declare module "virtual:trezo-catalog/*" {
  import type { Messages } from "@trezo/i18n";

  const messages: Messages;
  export default messages;
}
