import { Heading, Stack, Text } from "@trezo/ui";
import { useT } from "../../i18n/appI18n";

/** /no-permissions: where a member without any permission lands (spec 000 §6). */
export function Component() {
  const t = useT();
  return (
    <Stack gap="md">
      <Heading level={1}>{t("web.noPermissions.title")}</Heading>
      <Text>{t("web.noPermissions.body")}</Text>
    </Stack>
  );
}
