import { translate } from "@trezo/i18n";
import { IconButton } from "@trezo/ui/IconButton";
import { useLocale } from "@trezo/ui/i18n";
import { Eye, EyeOff } from "@trezo/ui/icons";
import { vars } from "@trezo/ui/theme";
import { useEffect, useId, useState } from "react";
import { type FieldPath, type FieldValues, useWatch } from "react-hook-form";
import type { PasswordStrength } from "../validators/passwordStrength";
import { TextField, type TextFieldProps } from "./TextField";

export interface PasswordFieldProps<TValues extends FieldValues>
  extends Omit<TextFieldProps<TValues>, "type" | "mask" | "label"> {
  name: FieldPath<TValues>;
  label?: TextFieldProps<TValues>["label"];
  /** Show the strength meter (new passwords). */
  showStrength?: boolean;
  /** The user's own details (email, name), which make a password easier to guess. */
  userInputs?: string[];
}

const STRENGTH_COLORS = [
  vars.color.danger,
  vars.color.danger,
  vars.color.warning,
  vars.color.success,
  vars.color.success,
];

/**
 * Strength of a password as a meter (0 to 4) with its word ("Fort"), for the sign-up and change forms.
 * `id` goes on the word, which the password input uses as its description.
 */
export function PasswordStrengthMeter({ strength, id }: { strength: PasswordStrength; id?: string }) {
  const locale = useLocale();
  const word = translate(`forms.password.strength${strength}`, locale);
  return (
    <div
      style={{
        position: "relative",
        display: "flex",
        alignItems: "center",
        gap: vars.space.sm,
        fontSize: vars.fontSize.xs,
      }}
    >
      {/* The native meter carries the value for assistive technology; the segments draw it. */}
      <meter
        min={0}
        max={4}
        value={strength}
        aria-label={translate("forms.password.strength", locale)}
        aria-valuetext={word}
        style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}
      />
      <div aria-hidden="true" style={{ display: "flex", gap: 4, flex: 1 }}>
        {[0, 1, 2, 3].map((step) => (
          <span
            key={step}
            style={{
              flex: 1,
              height: 4,
              borderRadius: 2,
              background: strength > step ? STRENGTH_COLORS[strength] : vars.color.border,
            }}
          />
        ))}
      </div>
      <span id={id} style={{ color: vars.color.textMuted, minWidth: "6em" }}>
        {word}
      </span>
    </div>
  );
}

type StrengthOf = (password: string, userInputs?: string[]) => PasswordStrength;

/**
 * zxcvbn's strength of `password`, once zxcvbn has loaded (its dictionaries weigh several hundred KB:
 * a field that does not show the meter, like sign-in's, never downloads them). 0 until then.
 */
function usePasswordStrength(enabled: boolean, password: string, userInputs?: string[]): PasswordStrength {
  const [strengthOf, setStrengthOf] = useState<{ of: StrengthOf } | null>(null);
  useEffect(() => {
    if (!enabled || strengthOf) return;
    let live = true;
    void import("../validators/passwordStrength").then((module) => {
      if (live) setStrengthOf({ of: module.passwordStrength });
    });
    return () => {
      live = false;
    };
  }, [enabled, strengthOf]);
  return enabled && strengthOf ? strengthOf.of(password, userInputs) : 0;
}

/**
 * A password field with a show/hide button (aria-pressed; the field keeps focus-able text) and, for
 * new passwords, a strength meter from zxcvbn. Never trimmed, never auto-completed into a new one.
 */
export function PasswordField<TValues extends FieldValues>({
  name,
  label,
  showStrength = false,
  userInputs,
  autoComplete,
  ...props
}: PasswordFieldProps<TValues>) {
  const locale = useLocale();
  const [visible, setVisible] = useState(false);
  const value = useWatch<TValues>({ name }) as string | undefined;
  const meterId = useId();
  const strength = usePasswordStrength(showStrength, value ?? "", userInputs);
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: vars.space.xs }}>
      <TextField<TValues>
        {...props}
        name={name}
        type={visible ? "text" : "password"}
        autoComplete={autoComplete ?? (showStrength ? "new-password" : "current-password")}
        spellCheck="false"
        label={label ?? translate("forms.fields.password", locale)}
        {...(showStrength ? { "aria-describedby": meterId } : {})}
        endAdornment={
          // Inside the field's border, so the field keeps its full width on every screen.
          <IconButton
            variant="ghost"
            size="small"
            aria-pressed={visible}
            label={translate(visible ? "forms.password.hide" : "forms.password.show", locale)}
            icon={visible ? <EyeOff /> : <Eye />}
            onClick={() => setVisible(!visible)}
            style={{ marginRight: vars.space.xxs }}
          />
        }
      />
      {showStrength ? <PasswordStrengthMeter id={meterId} strength={strength} /> : null}
    </div>
  );
}
