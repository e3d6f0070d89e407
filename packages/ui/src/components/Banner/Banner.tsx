import { X } from "lucide-react";
import Markdown from "react-markdown";
import { useT } from "../../i18n/LocaleProvider";
import { IconButton } from "../IconButton/IconButton";
import { banner, content } from "./Banner.css";
import { safeUrl } from "./safeUrl";

export interface BannerProps {
  /** The message, in markdown (the in-app message of spec 000 §2). Raw HTML is never rendered. */
  markdown: string;
  tone?: "info" | "success" | "warning" | "danger";
  /** Shows a dismiss button. */
  onDismiss?: () => void;
}

/** Elements a message may contain; anything else (images, raw HTML, tables) is unwrapped to its text. */
const ALLOWED = ["p", "a", "strong", "em", "ul", "ol", "li", "code", "br", "del"];

/**
 * An in-app message rendered from markdown, safely: raw HTML is skipped, only the elements above are
 * kept, and links keep only http(s), mailto and tel URLs (`javascript:` and friends are removed).
 */
export function Banner({ markdown, tone = "info", onDismiss }: BannerProps) {
  const t = useT();
  return (
    <section className={banner({ tone })} aria-label={t("ui.announcement")} data-tone={tone}>
      <div className={content}>
        <Markdown
          skipHtml
          allowedElements={ALLOWED}
          unwrapDisallowed
          urlTransform={(url) => safeUrl(url) ?? ""}
          components={{
            a: ({ href, children }) =>
              href ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {children}
                </a>
              ) : (
                <span>{children}</span>
              ),
          }}
        >
          {markdown}
        </Markdown>
      </div>
      {onDismiss ? (
        <IconButton label={t("ui.dismiss")} icon={<X />} size="small" onClick={onDismiss} />
      ) : null}
    </section>
  );
}
