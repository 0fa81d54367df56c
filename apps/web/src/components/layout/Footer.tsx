import { paths } from "@clutch/contract";
import { memo, type ReactNode } from "react";
import { Link } from "react-router";
import { site } from "../../config/site";
import { FacebookIcon, GlobeIcon, InstagramIcon, LinkedInIcon, MapPinIcon, XIcon } from "../ui/icons";
import { Wordmark } from "../ui/Wordmark";

/** docs/product.md#navigation-and-footer, in that order. */
const QUICK_LINKS = [
  { to: paths.home, label: "Home" },
  { to: paths.coaches, label: "Coaches" },
  { to: paths.games, label: "Games" },
  { to: paths.courses, label: "Courses" },
  { to: paths.guides, label: "Guides" },
  { to: paths.contactUs, label: "Contact Us" },
  { to: paths.privacyPolicy, label: "Privacy Policy" },
  { to: paths.terms, label: "Terms & Conditions" },
  { to: paths.refundPolicy, label: "Refund Policy" },
  { to: paths.subscriptionPackages, label: "Subscription Packages" },
] as const;

const socialBase =
  "grid size-10 place-items-center rounded-control border border-surface-border bg-ink-800/60 transition";

/** The social accounts: a link each, or a disabled placeholder where the account is not open yet. */
const SOCIAL = [
  { name: "Instagram", href: site.social.instagram, icon: <InstagramIcon className="size-5" /> },
  { name: "LinkedIn", href: site.social.linkedin, icon: <LinkedInIcon className="size-5" /> },
  // Placeholders in this build (docs/product.md#home-page): present but disabled.
  { name: "X", icon: <XIcon className="size-4" /> },
  { name: "Facebook", icon: <FacebookIcon className="size-5" /> },
];

export type FooterProps = {
  /**
   * The mailing-list form (docs/product.md#navigation-and-footer), supplied by the app shell (a shared
   * component does not import a feature).
   */
  mailingList?: ReactNode;
};

/** Memoised: the layout re-renders with every auth state change, the footer never needs to. */
export const Footer = memo(function Footer({ mailingList }: FooterProps) {
  const year = new Date().getFullYear();
  return (
    <footer className="relative mt-24 border-t border-white/5 bg-ink-900/80">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-px bg-linear-to-r from-transparent via-brand-400/60 to-transparent"
      />
      {/* The mailing-list form (docs/product.md#navigation-and-footer), supplied by the app shell: a full-width band. */}
      {mailingList ? (
        <section aria-label="Mailing list" className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
          {mailingList}
        </section>
      ) : null}
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-12 pb-10 sm:px-6 md:grid-cols-2 lg:grid-cols-12 lg:px-8">
        <div className="flex flex-col gap-5 lg:col-span-4">
          <Link to={paths.home} className="self-start rounded-md" aria-label="Clutch Academy home">
            <Wordmark size="lg" />
          </Link>
          <p className="max-w-sm text-sm leading-relaxed text-fg-muted">
            An exclusive community of elite gamers and coaches. Train like a pro, compete like a champion.
          </p>
          <ul className="flex items-center gap-2.5" aria-label="Social media">
            {SOCIAL.map(({ name, href, icon }) => (
              <li key={name}>
                {href ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Clutch Academy on ${name} (opens in a new tab)`}
                    className={`${socialBase} text-fg-muted hover:border-brand-400/60 hover:text-brand-300`}
                  >
                    {icon}
                  </a>
                ) : (
                  <button
                    type="button"
                    disabled
                    aria-disabled="true"
                    aria-label={`${name} (coming soon)`}
                    title="Coming soon"
                    className={`${socialBase} cursor-not-allowed text-fg-subtle/60 opacity-50`}
                  >
                    {icon}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Quick links" className="lg:col-span-4">
          <h2 className="mb-4 font-display text-eyebrow font-bold uppercase text-brand-300">Quick links</h2>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2.5 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-fg-muted transition hover:text-fg">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex flex-col gap-8 md:col-span-2 lg:col-span-4">
          <div>
            <h2 className="mb-4 font-display text-eyebrow font-bold uppercase text-brand-300">Visit us</h2>
            <address className="flex gap-3 text-sm leading-relaxed not-italic text-fg-muted">
              <MapPinIcon className="mt-0.5 size-5 shrink-0 text-violet-400" />
              <span>
                {site.address.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </address>
            <p className="mt-3 flex gap-3 text-sm">
              <GlobeIcon className="size-5 shrink-0 text-violet-400" />
              <a
                href={site.contactWeb.href}
                target="_blank"
                rel="noopener noreferrer"
                className="text-fg-muted underline decoration-white/20 underline-offset-4 transition hover:text-brand-300 hover:decoration-brand-400"
              >
                {site.contactWeb.label}
              </a>
            </p>
          </div>
        </div>
      </div>

      <div className="border-t border-white/5">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-fg-subtle sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year} {site.name}. All rights reserved.
          </p>
          <p className="font-display uppercase tracking-[0.2em]">
            Train like a pro · Compete like a champion
          </p>
        </div>
      </div>
    </footer>
  );
});
