import { emailProblems, messages, normalizeEmail } from "@clutch/contract";
import { type FormEvent, useId, useState } from "react";
import { errorMessage } from "../../../lib/api-error";
import { footerToast } from "../../../lib/toast";
import { useSubscribeMutation, useUnsubscribeMutation } from "../api";

type Mode = "subscribe" | "unsubscribe";

const COPY = {
  subscribe: {
    heading: "Join the squad",
    lead: "Patch notes for your skills: new courses, coaches and drops, straight to your inbox.",
    action: "Subscribe",
    busy: "Subscribing...",
    toggle: "Want to unsubscribe?",
  },
  unsubscribe: {
    heading: "Leave the mailing list",
    lead: "Enter the address you subscribed with and we'll stop sending you e-mails.",
    action: "Unsubscribe",
    busy: "Unsubscribing...",
    toggle: "Want to subscribe instead?",
  },
} as const satisfies Record<Mode, Record<string, string>>;

/**
 * The footer's mailing-list form (docs/product.md#navigation-and-footer): subscribe by default, unsubscribe after
 * "Want to unsubscribe?". While a call runs the input is disabled and the button says
 * "Subscribing..." / "Unsubscribing..."; success clears the field. Results are footer toasts.
 */
export function MailingListForm() {
  const [mode, setMode] = useState<Mode>("subscribe");
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [subscribe, subscribeState] = useSubscribeMutation();
  const [unsubscribe, unsubscribeState] = useUnsubscribeMutation();
  const busy = subscribeState.isLoading || unsubscribeState.isLoading;
  const copy = COPY[mode];
  const inputId = useId();
  const errorId = useId();
  const headingId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // The contract's rule without zod (the footer is on every page's start-up path, zod is not).
    const address = normalizeEmail(email);
    const problem = emailProblems(address)[0];
    if (problem) {
      setFieldError(problem);
      return;
    }
    setFieldError(null);
    const call = mode === "subscribe" ? subscribe : unsubscribe;
    const result = await call({ email: address });
    if (result.error) {
      footerToast.error(errorMessage(result.error, messages.payment.somethingWentWrong));
      return;
    }
    setEmail("");
    footerToast.success(
      result.data?.message ??
        (mode === "subscribe" ? messages.mailingList.subscribed : messages.mailingList.unsubscribed),
    );
  }

  function toggleMode() {
    setMode((current) => (current === "subscribe" ? "unsubscribe" : "subscribe"));
    setFieldError(null);
  }

  return (
    <div
      className="relative grid gap-5 overflow-hidden rounded-panel border border-surface-border bg-linear-to-br from-surface-raised via-surface to-ink-900 p-6 shadow-card sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-center lg:gap-10"
      data-mode={mode}
    >
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-16 size-40 rounded-full bg-violet-500/20 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-20 left-1/4 size-48 rounded-full bg-brand-400/10 blur-3xl"
      />
      <div className="relative">
        <p className="font-display text-eyebrow font-bold uppercase text-brand-300">Mailing list</p>
        <h2 id={headingId} className="mt-2 font-display text-display-md font-black uppercase italic text-fg">
          {copy.heading}
        </h2>
        <p className="mt-2 max-w-md text-sm leading-relaxed text-fg-muted">{copy.lead}</p>
      </div>
      <div className="relative">
        <form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          <label htmlFor={inputId} className="sr-only">
            Email address
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={inputId}
              type="email"
              name="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              disabled={busy}
              onChange={(event) => {
                setEmail(event.target.value);
                if (fieldError) setFieldError(null);
              }}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              className="h-11 w-full min-w-0 rounded-control sm:flex-1 border border-surface-border-strong bg-ink-950/70 px-3.5 text-sm text-fg placeholder:text-fg-muted transition focus:border-brand-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300 disabled:cursor-wait disabled:opacity-60 aria-invalid:border-danger-400"
            />
            <button
              type="submit"
              disabled={busy}
              aria-busy={busy || undefined}
              className="inline-flex h-11 shrink-0 items-center justify-center rounded-control bg-linear-to-r from-brand-400 to-violet-500 px-5 font-display text-xs font-extrabold uppercase tracking-[0.14em] text-ink-950 transition hover:brightness-110 disabled:cursor-wait disabled:opacity-70"
            >
              {busy ? copy.busy : copy.action}
            </button>
          </div>
          <p id={errorId} role="alert" className="mt-2 min-h-5 text-sm text-danger-300">
            {fieldError}
          </p>
        </form>
        <button
          type="button"
          onClick={toggleMode}
          disabled={busy}
          className="mt-1 text-sm font-semibold text-fg-muted underline decoration-white/25 underline-offset-4 transition hover:text-brand-200 hover:decoration-brand-300"
        >
          {copy.toggle}
        </button>
      </div>
    </div>
  );
}
