/** What the bound fields' story and test share: a cash-flow series' label, frequency and category. */
import { z } from "zod";
import { formError } from "../schemas/formError";

/** A required label (blank once trimmed is missing). */
export const labelSchema = z
  .string()
  .trim()
  .min(1, { error: formError("required") });

/** A required choice of a select or combo box. */
export const choiceSchema = z.string({ error: formError("required") });

export const frequencyOptions = [
  { id: "monthly", label: "Mensuelle" },
  { id: "quarterly", label: "Trimestrielle" },
];

export const categoryOptions = [
  { id: "loyer", label: "Loyer" },
  { id: "salaires", label: "Salaires" },
  { id: "urssaf", label: "Charges sociales URSSAF" },
];
