import { paths } from "@clutch/contract";
import { Link } from "react-router";
import { useDocumentTitle } from "../hooks/use-document-title";
import { buttonStyles } from "./ui/button-styles";
import { Container } from "./ui/Container";

type NotFoundProps = {
  /** Defaults to "Page not found"; product pages pass e.g. "Game not found". */
  title?: string;
  description?: string;
  /** Where the main button leads; home by default. */
  backTo?: { to: string; label: string };
};

/** The "page not found" screen for unknown paths and for items that do not exist. */
export function NotFound({
  title = "Page not found",
  description = "The page you're looking for respawned somewhere else, or never existed.",
  backTo = { to: paths.home, label: "Back to home" },
}: NotFoundProps) {
  useDocumentTitle(title);
  return (
    <Container className="py-20 sm:py-28">
      <div className="mx-auto flex max-w-xl flex-col items-center gap-6 text-center">
        <p
          aria-hidden="true"
          className="text-gradient-brand font-display text-[clamp(5rem,18vw,9rem)] leading-none font-black italic"
        >
          404
        </p>
        <h1 className="font-display text-display-lg font-black uppercase italic">{title}</h1>
        <p className="text-fg-muted">{description}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={backTo.to} className={buttonStyles.primary}>
            {backTo.label}
          </Link>
          {backTo.to !== paths.home ? (
            <Link to={paths.home} className={buttonStyles.secondary}>
              Home
            </Link>
          ) : null}
        </div>
      </div>
    </Container>
  );
}
