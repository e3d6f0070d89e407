import { CircleHelp, Menu as MenuIcon, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useState, useSyncExternalStore } from "react";
import { useBrand } from "../../brand/BrandProvider";
import { useT } from "../../i18n/LocaleProvider";
import { IconButton } from "../IconButton/IconButton";
import {
  brand,
  brandName,
  header,
  headerAction,
  headerButton,
  headerEnd,
  help as helpClass,
  helpHeader,
  helpTitle,
  logo as logoClass,
  main,
  navActions,
  nav as navClass,
  navLink,
  navList,
  PHONE_MEDIA_QUERY,
  scrim,
  shell,
  skipLink,
} from "./AppShell.css";

/** One entry of the side navigation. */
export interface NavItem {
  id: string;
  label: string;
  href: string;
  icon?: ReactNode;
}

/** Props a custom link renderer receives (to plug the router's Link). */
export interface NavLinkRenderProps {
  item: NavItem;
  className: string;
  current: boolean;
  onNavigate: () => void;
}

export interface AppShellProps {
  /** Product or partner name: the logo's alternative text, and the header text when there is no logo. */
  productName: string;
  navigation: readonly NavItem[];
  /** Id of the current navigation entry (marked `aria-current="page"`). */
  currentId?: string;
  /** Renders a navigation link; default is a plain `<a>`. Use it to render react-router's `Link`. */
  renderLink?: (props: NavLinkRenderProps) => ReactNode;
  /** Right side of the header (company switcher, user menu...). */
  headerActions?: ReactNode;
  /** Content of the right-side help panel; the help button shows only when given. */
  help?: ReactNode;
  helpOpen?: boolean;
  onHelpOpenChange?: (open: boolean) => void;
  /**
   * Force the phone layout (navigation in a drawer, help over the content). The app decides, by user
   * agent as spec 000 §2 says; without it, the layout follows the window width.
   */
  mobile?: boolean;
  /** Above the content (in-app banner, notices). */
  banner?: ReactNode;
  children: ReactNode;
}

function defaultLink({ item, className, current, onNavigate }: NavLinkRenderProps) {
  return (
    <a
      href={item.href}
      className={className}
      aria-current={current ? "page" : undefined}
      onClick={onNavigate}
    >
      {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
      {item.label}
    </a>
  );
}

const subscribeToPhoneWidth = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_MEDIA_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/** Whether the window is phone-sized (the width under which the shell takes its phone layout). */
function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribeToPhoneWidth,
    () => window.matchMedia(PHONE_MEDIA_QUERY).matches,
    () => false,
  );
}

/**
 * The application frame: a header in the brand colour with the brand logo, a side navigation in the
 * brand's menu colours, the content, and a right-side help panel. On phones the navigation becomes a
 * drawer opened from the header, and the help panel covers the content.
 */
export function AppShell({
  productName,
  navigation,
  currentId,
  renderLink = defaultLink,
  headerActions,
  help,
  helpOpen: helpOpenProp,
  onHelpOpenChange,
  banner,
  mobile = false,
  children,
}: AppShellProps) {
  const t = useT();
  const { logo } = useBrand();
  const [navOpen, setNavOpen] = useState(false);
  const [helpOpenState, setHelpOpenState] = useState(false);
  const helpOpen = helpOpenProp ?? helpOpenState;
  const setHelpOpen = (open: boolean) => {
    setHelpOpenState(open);
    onHelpOpenChange?.(open);
  };
  const navId = useId();
  const helpId = useId();
  const mainId = useId();
  const phone = usePhoneWidth() || mobile;

  useEffect(() => {
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setNavOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [navOpen]);

  return (
    <div className={shell} data-mobile={mobile || undefined}>
      <a
        href={`#${mainId}`}
        className={skipLink}
        onClick={(event) => {
          // Focus the content without touching the URL (a hash would be a navigation for the router).
          event.preventDefault();
          document.getElementById(mainId)?.focus();
        }}
      >
        {t("ui.skipToContent")}
      </a>
      <header className={header}>
        <button
          type="button"
          className={headerButton}
          aria-expanded={navOpen}
          aria-controls={navId}
          aria-label={navOpen ? t("ui.closeNavigation") : t("ui.openNavigation")}
          onClick={() => setNavOpen(!navOpen)}
        >
          {navOpen ? <X size={20} aria-hidden="true" /> : <MenuIcon size={20} aria-hidden="true" />}
        </button>
        <div className={brand}>
          {logo ? (
            <img src={logo} alt={productName} className={logoClass} />
          ) : (
            <span className={brandName}>{productName}</span>
          )}
        </div>
        <div className={headerEnd}>
          {phone ? null : headerActions}
          {help ? (
            <button
              type="button"
              className={headerAction}
              aria-expanded={helpOpen}
              aria-controls={helpId}
              aria-label={t("ui.help")}
              onClick={() => setHelpOpen(!helpOpen)}
            >
              <CircleHelp size={20} aria-hidden="true" />
            </button>
          ) : null}
        </div>
      </header>
      <nav
        id={navId}
        className={navClass}
        aria-label={t("ui.mainNavigation")}
        data-open={navOpen || undefined}
      >
        <ul className={navList}>
          {navigation.map((item) => (
            <li key={item.id}>
              {renderLink({
                item,
                className: navLink,
                current: item.id === currentId,
                onNavigate: () => setNavOpen(false),
              })}
            </li>
          ))}
        </ul>
        {phone && headerActions ? <div className={navActions}>{headerActions}</div> : null}
      </nav>
      <button
        type="button"
        className={scrim}
        data-open={navOpen || undefined}
        aria-hidden="true"
        tabIndex={-1}
        onClick={() => setNavOpen(false)}
      />
      <main id={mainId} className={main} tabIndex={-1}>
        {banner}
        {children}
      </main>
      {help && helpOpen ? (
        <aside id={helpId} className={helpClass} aria-label={t("ui.help")}>
          <div className={helpHeader}>
            <h2 className={helpTitle}>{t("ui.help")}</h2>
            <IconButton label={t("ui.closeHelp")} icon={<X />} onClick={() => setHelpOpen(false)} />
          </div>
          {help}
        </aside>
      ) : null}
    </div>
  );
}
