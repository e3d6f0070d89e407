import type { AnchorHTMLAttributes, ReactNode, Ref } from "react";
import { link } from "./Link.css";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className"> {
  href: string;
  /** Opens in a new tab, safely (`noopener noreferrer`). */
  external?: boolean;
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
  children: ReactNode;
}

/** A text link. For in-app navigation, put `linkClass` on the router's own link component. */
export function Link({ external = false, className, ...props }: LinkProps) {
  return (
    <a
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...props}
      className={[link, className].filter(Boolean).join(" ")}
    />
  );
}

export { link as linkClass };
