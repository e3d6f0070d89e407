import {
  COMPANY_PERMISSION_FLAGS,
  CPA_PERMISSION_FLAGS,
  type PermissionFlag,
  type PermissionMap,
} from "@trezo/domain";
import { Checkbox, Stack, Text } from "@trezo/ui";
import { useT } from "../../i18n/appI18n";
import * as css from "./team.css";

export interface PermissionFlagsEditorProps {
  value: PermissionMap;
  onChange: (value: PermissionMap) => void;
  /** An accounting firm shows its cpap_* flags too (spec 000 §6). */
  isCpa: boolean;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * Every permission flag of spec 000 §6 as a checkbox with a sentence saying what it allows: the company
 * flags, then (for an accounting firm) the firm's.
 */
export function PermissionFlagsEditor({
  value,
  onChange,
  isCpa,
  isDisabled = false,
}: PermissionFlagsEditorProps) {
  const t = useT();
  const section = (title: string, flags: readonly PermissionFlag[]) => (
    <fieldset className={css.flags}>
      <legend className={css.legend}>{title}</legend>
      {flags.map((flag) => (
        <div key={flag}>
          <Checkbox
            isSelected={value[flag] === true}
            isDisabled={isDisabled}
            onChange={(selected) => onChange({ ...value, [flag]: selected })}
          >
            {t(`firm.permissions.${flag}`)}
          </Checkbox>
          <Text className={css.flagSentence}>{flag}</Text>
        </div>
      ))}
    </fieldset>
  );
  return (
    <Stack gap="md">
      {section(t("firm.permissions.companyTitle"), COMPANY_PERMISSION_FLAGS)}
      {isCpa ? section(t("firm.permissions.cpaTitle"), CPA_PERMISSION_FLAGS) : null}
    </Stack>
  );
}
