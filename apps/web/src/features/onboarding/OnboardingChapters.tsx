import type { CallOutput } from "@trezo/api";
import type { MessageKey } from "@trezo/i18n";
import { Badge, Heading, Stack, Text } from "@trezo/ui";
import { Circle, CircleCheck } from "lucide-react";
import { useT } from "../../i18n/appI18n";
import { icon, listItem, plainList } from "./onboarding.css";

type Chapter = CallOutput<"getStartOnboarding">["chapters"][number];

const CHAPTER_NAMES: Record<string, MessageKey> = {
  add_bank: "onboarding.chapters.add_bank",
  add_categories: "onboarding.chapters.add_categories",
  add_forecast: "onboarding.chapters.add_forecast",
  guide: "onboarding.chapters.guide",
};

export interface OnboardingChaptersProps {
  /** The chapters as getStartOnboarding sorts them (by order). */
  chapters: readonly Chapter[];
}

/** The company's progress through the onboarding chapters (spec 000 §4), each done or to do in words. */
export function OnboardingChapters({ chapters }: OnboardingChaptersProps) {
  const t = useT();
  const known = chapters.filter((chapter) => CHAPTER_NAMES[chapter.condition_key] !== undefined);
  if (known.length === 0) return null;
  return (
    <Stack gap="sm">
      <Heading level={2}>{t("onboarding.chapters.title")}</Heading>
      <ul className={plainList}>
        {known.map((chapter) => (
          <li key={chapter.condition_key} className={listItem}>
            {chapter.completed ? (
              <CircleCheck size={18} className={icon} aria-hidden="true" />
            ) : (
              <Circle size={18} className={icon} aria-hidden="true" />
            )}
            <Text>{t(CHAPTER_NAMES[chapter.condition_key] as MessageKey)}</Text>
            <Badge tone={chapter.completed ? "success" : "neutral"}>
              {t(chapter.completed ? "onboarding.chapters.done" : "onboarding.chapters.todo")}
            </Badge>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
