import { CONTACT_HONEYPOT, CONTACT_LIMITS, messages } from "@clutch/contract";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Container } from "../../../components/ui/Container";
import { GlobeIcon, MapPinIcon } from "../../../components/ui/icons";
import { PageHeader } from "../../../components/ui/PageHeader";
import { site } from "../../../config/site";
import { useSendContactMessageMutation } from "../../../features/contact/api";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { errorMessage, isApiError } from "../../../lib/api-error";

/** docs/product.md#constants: the contact success modal stays 3 s. */
const CONTACT_SUCCESS_MS = 3000;

const EMPTY = { name: "", email: "", subject: "", message: "" };
type Fields = typeof EMPTY;
type FieldErrors = Partial<Record<keyof Fields, string>>;

const field =
  "w-full rounded-control border border-surface-border-strong bg-ink-950/70 px-3.5 py-2.5 text-sm text-fg placeholder:text-fg-muted transition focus:border-brand-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300";
const labelClass = "mb-1.5 block text-sm font-semibold text-fg";

/** The "message sent" dialog: a native modal <dialog>, closed after 3 s or by its button. */
function SuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    const timer = window.setTimeout(onClose, CONTACT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [open, onClose]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-panel border border-brand-300/30 bg-surface-raised p-8 text-center text-fg shadow-glow backdrop:bg-ink-950/75 backdrop:backdrop-blur-sm"
    >
      <span
        aria-hidden="true"
        className="mx-auto grid size-14 place-items-center rounded-full bg-success-400/15 text-2xl text-success-400"
      >
        ✓
      </span>
      <h2 id={titleId} className="mt-4 font-display text-xl font-black uppercase italic">
        Message sent!
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-fg-muted">
        Thanks for reaching out. Our team will get back to you within two business days.
      </p>
      <button
        type="button"
        onClick={onClose}
        className="mt-6 rounded-control border border-surface-border-strong px-5 py-2 font-display text-xs font-bold uppercase tracking-[0.14em] text-fg transition hover:border-brand-400"
      >
        Close
      </button>
    </dialog>
  );
}

/** The server's sentence for each field it refused, by field name. */
function fieldErrorsOf(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  const found: FieldErrors = {};
  for (const { path, message } of error.errors ?? []) {
    if (path in EMPTY && !found[path as keyof Fields]) found[path as keyof Fields] = message;
  }
  return found;
}

/**
 * Contact page (docs/product.md#routes): name, e-mail, subject, message. Submitting sends the
 * message; once it is accepted the fields are cleared and a success dialog shows for 3 s. When it
 * is refused (a field, too many messages, no connection) the fields stay and the reason is shown.
 */
export function ContactRoute() {
  useDocumentTitle(
    "Contact Us",
    "Questions about courses, coaching, payments or refunds? Write to Clutch Academy, Mumbai, India.",
  );
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [send, { isLoading: sending }] = useSendContactMessageMutation();
  const id = useId();
  const close = useRef(() => setSent(false)).current;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setProblem(null);
    setFieldErrors({});
    const result = await send({ ...fields, ...(honeypot ? { [CONTACT_HONEYPOT]: honeypot } : {}) });
    if (result.error) {
      setProblem(errorMessage(result.error, messages.contact.sendFailed));
      setFieldErrors(fieldErrorsOf(result.error));
      return;
    }
    setFields(EMPTY);
    setSent(true);
  }

  const errorId = (name: keyof Fields) => `${id}-${name}-error`;
  const bind = (name: keyof Fields) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
    "aria-invalid": fieldErrors[name] ? true : undefined,
    "aria-describedby": fieldErrors[name] ? errorId(name) : undefined,
  });
  const fieldError = (name: keyof Fields) =>
    fieldErrors[name] ? (
      <p id={errorId(name)} className="mt-1.5 text-sm text-danger-300">
        {fieldErrors[name]}
      </p>
    ) : null;

  return (
    <Container className="py-14 sm:py-20">
      <PageHeader eyebrow="Get in touch" title="Contact Us">
        <p>
          Questions about a course, a coach, a payment or a refund? Send us a message and a human will answer.
        </p>
      </PageHeader>
      <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
        <form
          onSubmit={onSubmit}
          aria-label="Contact form"
          className="relative grid gap-5 rounded-panel border border-surface-border bg-surface/80 p-6 shadow-card sm:grid-cols-2 sm:p-8"
        >
          <div>
            <label htmlFor={`${id}-name`} className={labelClass}>
              Name
            </label>
            <input
              {...bind("name")}
              type="text"
              autoComplete="name"
              required
              maxLength={CONTACT_LIMITS.name}
              className={field}
            />
            {fieldError("name")}
          </div>
          <div>
            <label htmlFor={`${id}-email`} className={labelClass}>
              Email
            </label>
            <input {...bind("email")} type="email" autoComplete="email" required className={field} />
            {fieldError("email")}
          </div>
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-subject`} className={labelClass}>
              Subject
            </label>
            <input {...bind("subject")} type="text" maxLength={CONTACT_LIMITS.subject} className={field} />
            {fieldError("subject")}
          </div>
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-message`} className={labelClass}>
              Message
            </label>
            <textarea
              {...bind("message")}
              rows={6}
              required
              maxLength={CONTACT_LIMITS.message}
              className={`${field} resize-y`}
            />
            {fieldError("message")}
          </div>
          {/* The honeypot: hidden from people and screen readers, left empty by all but bots. */}
          <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
            <label htmlFor={`${id}-${CONTACT_HONEYPOT}`}>Website</label>
            <input
              id={`${id}-${CONTACT_HONEYPOT}`}
              name={CONTACT_HONEYPOT}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(event) => setHoneypot(event.target.value)}
            />
          </div>
          <div className="sm:col-span-2">
            <p role="alert" className="mb-3 text-sm text-danger-300 empty:hidden">
              {problem}
            </p>
            <button
              type="submit"
              disabled={sending}
              aria-busy={sending || undefined}
              className="clip-corners inline-flex items-center justify-center bg-linear-to-r from-brand-400 to-violet-500 px-7 py-3 font-display text-sm font-extrabold uppercase tracking-[0.16em] text-ink-950 transition hover:shadow-glow hover:brightness-110 disabled:cursor-wait disabled:opacity-70"
            >
              {sending ? "Sending..." : "Send message"}
            </button>
          </div>
        </form>
        <aside aria-label="Other ways to reach us" className="flex flex-col gap-6">
          <div className="rounded-panel border border-surface-border bg-linear-to-br from-surface-raised to-surface p-6 sm:p-8">
            <h2 className="font-display text-eyebrow font-bold uppercase text-brand-300">Visit us</h2>
            <address className="mt-4 flex gap-3 text-sm leading-relaxed not-italic text-fg-muted">
              <MapPinIcon className="mt-0.5 size-5 shrink-0 text-violet-400" />
              <span>
                {site.address.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </address>
            <p className="mt-4 flex gap-3 text-sm">
              <GlobeIcon className="size-5 shrink-0 text-violet-400" />
              <a
                href={site.contactWeb.href}
                className="text-fg-muted underline underline-offset-4 hover:text-brand-300"
              >
                {site.contactWeb.label}
              </a>
            </p>
            <p className="mt-4 text-sm text-fg-muted">
              E-mail:{" "}
              <a href={`mailto:${site.email}`} className="text-brand-300 underline underline-offset-4">
                {site.email}
              </a>
            </p>
          </div>
          <p className="px-1 text-sm leading-relaxed text-fg-muted">
            We answer within two business days, Monday to Saturday, 10:00–19:00 IST.
          </p>
        </aside>
      </div>
      <SuccessDialog open={sent} onClose={close} />
    </Container>
  );
}
