import { Heading, Inline, Stack, Text } from "@trezo/ui";
import type { ReactNode } from "react";

export interface ScreenHeadingProps {
  title: string;
  /** One sentence under the title saying what the screen is for. */
  intro?: string;
  /** The screen's main actions, on the right (below the title on a phone). */
  actions?: ReactNode;
}

/** A screen's level-1 heading with its intro and main actions. */
export function ScreenHeading({ title, intro, actions }: ScreenHeadingProps) {
  return (
    <Inline gap="md" wrap justify="space-between" align="center">
      <Stack gap="xs">
        <Heading level={1}>{title}</Heading>
        {intro ? <Text tone="muted">{intro}</Text> : null}
      </Stack>
      {actions}
    </Inline>
  );
}
