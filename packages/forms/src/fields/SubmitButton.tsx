import { Button } from "@trezo/ui/Button";
import type { ReactNode } from "react";
import { useFormState } from "react-hook-form";

/** The submit button of the enclosing <Form>: busy (and inert) while the submit handler runs. */
export function SubmitButton({ children }: { children: ReactNode }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" loading={isSubmitting} fullWidth>
      {children}
    </Button>
  );
}
