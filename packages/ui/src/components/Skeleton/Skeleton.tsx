import { useT } from "../../i18n/LocaleProvider";
import { skeleton } from "./Skeleton.css";

export interface SkeletonProps {
  shape?: "text" | "rectangle" | "circle";
  /** CSS width (default 100%). */
  width?: string | number;
  /** CSS height (default 1em for text). */
  height?: string | number;
  /** Number of text lines (the last one shorter). */
  lines?: number;
}

/** A placeholder with the shape of content that is loading; announced once as "Loading…". */
export function Skeleton({ shape = "text", width = "100%", height, lines = 1 }: SkeletonProps) {
  const t = useT();
  const count = shape === "text" ? Math.max(1, lines) : 1;
  return (
    <span
      role="status"
      aria-label={t("ui.loading")}
      style={{ display: "flex", flexDirection: "column", gap: 8, width }}
    >
      {Array.from({ length: count }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity.
          key={index}
          aria-hidden="true"
          className={skeleton({ shape })}
          style={{
            width: count > 1 && index === count - 1 ? "60%" : "100%",
            ...(height === undefined ? {} : { height }),
            ...(shape === "circle" && height !== undefined ? { width: height } : {}),
          }}
        />
      ))}
    </span>
  );
}
