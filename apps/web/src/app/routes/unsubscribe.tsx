import { messages, paths } from "@clutch/contract";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/Container";
import { LoadingState } from "../../components/ui/LoadingState";
import { useUnsubscribeByLinkMutation } from "../../features/mailing-list/api";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { errorMessage } from "../../lib/api-error";

type Outcome = { tone: "success" | "error"; text: string };

/**
 * `/unsubscribe?email=` (the link in our e-mails): unsubscribes on page load (docs/product.md#routes, docs/product.md#mailing-list).
 * 'No email provided.' without an address; 'Error unsubscribing: {message}' on failure; the server's
 * message (or 'Successfully unsubscribed!') on success.
 */
export function UnsubscribeRoute() {
  useDocumentTitle("Unsubscribe", "Stop receiving the Clutch Academy newsletter.");
  const [params] = useSearchParams();
  const email = params.get("email")?.trim() ?? "";
  const [unsubscribe, state] = useUnsubscribeByLinkMutation();
  // Once per address: StrictMode's double effect (or a re-render) must not send a second request.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!email || sentFor.current === email) return;
    sentFor.current = email;
    void unsubscribe(email);
  }, [email, unsubscribe]);

  let outcome: Outcome | null = null;
  if (!email) outcome = { tone: "error", text: messages.mailingList.noEmailProvided };
  else if (state.isSuccess)
    outcome = { tone: "success", text: state.data?.message || messages.mailingList.unsubscribedPage };
  else if (state.isError)
    outcome = {
      tone: "error",
      text: `Error unsubscribing: ${errorMessage(state.error, messages.payment.somethingWentWrong)}`,
    };

  return (
    <Container className="py-20 sm:py-28">
      <div className="mx-auto flex max-w-xl flex-col items-center gap-6 rounded-panel border border-surface-border bg-surface/80 px-6 py-12 text-center shadow-card sm:px-10">
        <p className="font-display text-eyebrow font-bold uppercase text-brand-300">Mailing list</p>
        <h1 className="font-display text-display-lg font-black uppercase italic">Unsubscribe</h1>
        {outcome ? (
          <p
            role={outcome.tone === "error" ? "alert" : "status"}
            data-outcome={outcome.tone}
            className={`text-lg ${outcome.tone === "success" ? "text-success-400" : "text-danger-300"}`}
          >
            {outcome.text}
          </p>
        ) : (
          <LoadingState label="Unsubscribing..." className="py-4" />
        )}
        {email && outcome?.tone === "success" ? (
          <p className="text-sm text-fg-muted">
            <span className="font-semibold text-fg">{email}</span> will no longer receive our e-mails. Changed
            your mind? Subscribe again from the form at the bottom of any page.
          </p>
        ) : null}
        <Link to={paths.home} className={buttonStyles.secondary}>
          Back to home
        </Link>
      </div>
    </Container>
  );
}
