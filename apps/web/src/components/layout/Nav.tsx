import { paths, type User } from "@clutch/contract";
import { memo, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonStyles } from "../ui/button-styles";
import { CalendarIcon, ChevronDownIcon, CloseIcon, LogoutIcon, MenuIcon, UserIcon } from "../ui/icons";
import { Wordmark } from "../ui/Wordmark";

/** What the nav knows about the visitor; the app decides it from the auth state. */
export type NavAccount =
  | { status: "signedOut" }
  /** A token is stored and the user data is on its way. */
  | { status: "pending" }
  /** `roles` add their entries to the account menu (a coach's "Coach workspace"). */
  | { status: "signedIn"; label: string; roles?: User["roles"] }
  /**
   * Server-rendered markup, the same for everyone: Login and the pending placeholder are both in
   * it, and the document's session mark (set in the head before the first paint, see
   * packages/contract/src/session-mark.ts) shows a member the placeholder, anyone else Login.
   */
  | { status: "unknown" };

export type NavProps = {
  account: NavAccount;
  onLogin: () => void;
  /** The pointer or focus is on the Login button: a good moment to preload the login dialog. */
  onLoginIntent?: () => void;
  onLogout: () => void;
};

/** docs/product.md#navigation-and-footer. */
const NAV_ITEMS = [
  { to: paths.home, label: "Home", end: true },
  { to: paths.coaches, label: "Coaches" },
  { to: paths.games, label: "Games" },
  { to: paths.courses, label: "Courses" },
  { to: paths.guides, label: "Guides" },
  { to: paths.subscriptionPackages, label: "Subscription" },
] as const;

/** Closes a disclosure when the path changes (back button, a link elsewhere). */
function useCloseOnNavigate(close: () => void) {
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    close();
  }
}

/** Escape closes and gives focus back to the toggle; a press outside `container` closes. */
function useDismiss(
  open: boolean,
  close: () => void,
  toggle: React.RefObject<HTMLButtonElement | null>,
  container: React.RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      toggle.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && container.current?.contains(event.target)) return;
      close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, close, toggle, container]);
}

const menuItem =
  "flex items-center gap-2.5 rounded-control px-3 py-2.5 text-sm text-fg hover:bg-white/5 hover:text-brand-200";

function AccountMenu({
  label,
  roles = [],
  onLogout,
}: {
  label: string;
  roles?: User["roles"];
  onLogout: () => void;
}) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useRef(() => setOpen(false)).current;
  useCloseOnNavigate(close);
  useDismiss(open, close, toggleRef, containerRef);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex max-w-[11rem] items-center gap-2 rounded-control border border-surface-border bg-ink-800/70 py-1.5 pr-2.5 pl-1.5 text-sm font-semibold text-fg transition hover:border-brand-400/60 sm:max-w-[14rem]"
      >
        <span
          aria-hidden="true"
          className="grid size-7 shrink-0 place-items-center rounded-md bg-linear-to-br from-brand-400 to-violet-500 font-display text-xs font-black uppercase text-ink-950"
        >
          {label.charAt(0)}
        </span>
        <span className="truncate max-sm:sr-only md:max-lg:sr-only">{label}</span>
        <ChevronDownIcon
          className={`size-4 shrink-0 text-fg-muted transition max-sm:hidden md:max-lg:hidden ${open ? "rotate-180" : ""}`}
        />
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 z-50 mt-2 w-52 overflow-hidden rounded-card border border-surface-border bg-surface-raised p-1.5 shadow-menu"
        >
          <p className="truncate px-3 pt-2 pb-2 text-xs text-fg-subtle">
            Signed in as <span className="text-fg-muted">{label}</span>
          </p>
          <ul className="flex flex-col gap-0.5">
            <li>
              <Link to={paths.profile} onClick={close} className={menuItem}>
                <UserIcon className="size-4" /> Profile
              </Link>
            </li>
            {roles.includes("coach") ? (
              <li>
                <Link to={paths.coachWorkspace} onClick={close} className={menuItem}>
                  <CalendarIcon className="size-4" /> Coach workspace
                </Link>
              </li>
            ) : null}
            <li>
              <button
                type="button"
                onClick={() => {
                  close();
                  onLogout();
                }}
                className="flex w-full items-center gap-2.5 rounded-control px-3 py-2.5 text-left text-sm text-fg hover:bg-white/5 hover:text-danger-300"
              >
                <LogoutIcon className="size-4" /> Logout
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * While a stored token's user data is on its way: no Login, and the account button's size where it
 * shows only the initial (a phone, a tablet), so nothing moves when it comes and nothing is pushed
 * off a 360 px screen.
 */
function SessionPending({ className = "block" }: { className?: string }) {
  return (
    <span
      role="status"
      aria-label="Checking your session"
      className={`${className} h-[2.625rem] w-[2.875rem] animate-pulse rounded-control bg-ink-700/70 sm:w-28 md:max-lg:w-[2.875rem]`}
    />
  );
}

function AccountArea({ account, onLogin, onLoginIntent, onLogout }: NavProps) {
  if (account.status === "signedIn") {
    return <AccountMenu label={account.label} roles={account.roles} onLogout={onLogout} />;
  }
  if (account.status === "pending") return <SessionPending />;
  const login = (
    <button
      type="button"
      onClick={onLogin}
      onPointerEnter={onLoginIntent}
      onFocus={onLoginIntent}
      onTouchStart={onLoginIntent}
      className={
        account.status === "unknown"
          ? `${buttonStyles.primaryCompact} member:hidden`
          : buttonStyles.primaryCompact
      }
    >
      Login
    </button>
  );
  if (account.status === "signedOut") return login;
  // Both, one shown by the session mark (a visitor's first paint is unchanged: Login).
  return (
    <>
      {login}
      <SessionPending className="hidden member:block" />
    </>
  );
}

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `relative block whitespace-nowrap rounded-md px-2 py-2 font-display text-[0.72rem] font-bold uppercase tracking-[0.1em] transition lg:px-3.5 lg:text-[0.78rem] lg:tracking-[0.14em] ${
    isActive
      ? "text-brand-300 after:absolute after:inset-x-2 after:-bottom-[1.1rem] lg:after:inset-x-3.5 after:h-0.5 after:rounded-full after:bg-brand-400 after:shadow-glow"
      : "text-fg-muted hover:text-fg"
  }`;

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  `flex items-center justify-between rounded-control px-4 py-3 font-display text-sm font-bold uppercase tracking-[0.16em] transition ${
    isActive ? "bg-brand-400/10 text-brand-300" : "text-fg-muted hover:bg-white/5 hover:text-fg"
  }`;

/** Memoised: the layout re-renders with every auth state change, the nav only when its props change. */
export const Nav = memo(function Nav(props: NavProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const mobileNavId = useId();
  const close = useRef(() => setMenuOpen(false)).current;
  useCloseOnNavigate(close);
  useDismiss(menuOpen, close, toggleRef, headerRef);

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b border-white/5 bg-ink-950/80 backdrop-blur-xl supports-[backdrop-filter]:bg-ink-950/65"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 md:h-[4.5rem] lg:px-8">
        <Link to={paths.home} className="shrink-0 rounded-md" aria-label="Clutch Academy home">
          {/* Under 380 px the full wordmark, Login and the menu button only fit with a tighter wordmark. */}
          <Wordmark textClassName="md:max-xl:sr-only max-[380px]:text-sm max-[380px]:tracking-[0.05em]" />
        </Link>

        <nav aria-label="Main" className="mx-auto hidden md:block">
          <ul className="flex items-center gap-0.5">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={"end" in item} className={desktopLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 md:ml-0">
          <AccountArea {...props} />
          <button
            ref={toggleRef}
            type="button"
            className="grid size-10 place-items-center rounded-control border border-surface-border bg-ink-800/70 text-fg transition hover:border-brand-400/60 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={mobileNavId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((value) => !value)}
          >
            {menuOpen ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
          </button>
        </div>
      </div>

      <nav
        id={mobileNavId}
        aria-label="Main"
        hidden={!menuOpen}
        className="border-t border-white/5 bg-ink-900/95 px-4 pt-3 pb-5 md:hidden"
      >
        <ul className="flex flex-col gap-1">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={"end" in item} className={mobileLink} onClick={close}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
});
