/**
 * Brand facts shown in the shell (footer, meta). Placeholders until the owners confirm them:
 * change them here, nowhere else.
 */
export const site = {
  name: "Clutch Academy",
  wordmark: "CLUTCH ACADEMY",
  tagline:
    "Empowering gamers with top-notch skills and career opportunities. Train like a pro, compete like a champion!",
  /** The default meta description (index.html carries the same text for crawlers without JavaScript). */
  description:
    "Clutch Academy: an exclusive community of elite gamers and coaches. Courses, guides and live coaching to train like a pro and compete like a champion.",
  /** The social card of pages that have no image of their own (index.html names it too). */
  socialImage: "/og-image.png",
  /** Where privacy, refund and general questions go (legal pages, contact page). */
  email: "support@clutchacademy.in",
  address: {
    lines: [
      "Clutch Academy",
      "5th Floor, Andheri Kurla Road",
      "Andheri East, Mumbai 400069",
      "Maharashtra, India",
    ],
  },
  contactWeb: { label: "www.clutchacademy.in", href: "https://www.clutchacademy.in" },
  social: {
    instagram: "https://www.instagram.com/clutchacademy",
    linkedin: "https://www.linkedin.com/company/clutch-academy",
  },
} as const;

export function pageTitle(title?: string): string {
  return title ? `${title} | ${site.name}` : site.name;
}
