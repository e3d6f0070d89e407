import { z } from "zod";
import { parsePhone } from "../validators/phone";
import { formError } from "./formError";

/** A first or last name counts when it has more than 1 character once trimmed (spec 000 §5). */
export function isCompleteName(value: string | null | undefined): boolean {
  return (value ?? "").trim().length > 1;
}

/**
 * Whether a profile is complete (spec 000 §4-5): first and last name of more than 1 trimmed character
 * and a telephone. The navigation guard sends incomplete profiles to /personal-infos.
 */
export function isPersonalInfoComplete(profile: {
  firstName?: string | null;
  lastName?: string | null;
  telephone?: string | null;
}): boolean {
  return (
    isCompleteName(profile.firstName) &&
    isCompleteName(profile.lastName) &&
    (profile.telephone ?? "").trim() !== ""
  );
}

/** A telephone, required, yielded in E.164. National numbers are read as French. */
export const telephoneSchema = z
  .string()
  .trim()
  .min(1, { error: formError("phoneRequired"), abort: true })
  .transform((value, context) => {
    const phone = parsePhone(value);
    if (!phone) {
      context.addIssue({ code: "custom", message: formError("phoneInvalid") });
      return z.NEVER;
    }
    return phone;
  });

/** The personal-info form (/personal-infos, profile): names trimmed, telephone in E.164. */
export const personalInfoSchema = z.object({
  firstName: z
    .string()
    .trim()
    .refine(isCompleteName, { error: formError("firstNameTooShort") }),
  lastName: z
    .string()
    .trim()
    .refine(isCompleteName, { error: formError("lastNameTooShort") }),
  telephone: telephoneSchema,
});

export type PersonalInfoInput = z.input<typeof personalInfoSchema>;
export type PersonalInfo = z.output<typeof personalInfoSchema>;
