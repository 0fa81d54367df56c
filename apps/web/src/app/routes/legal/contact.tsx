import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Container } from "../../../components/ui/Container";
import { GlobeIcon, MapPinIcon } from "../../../components/ui/icons";
import { PageHeader } from "../../../components/ui/PageHeader";
import { site } from "../../../config/site";
import { useDocumentTitle } from "../../../hooks/use-document-title";

/** docs/product.md#constants: the contact success modal stays 3 s. */
const CONTACT_SUCCESS_MS = 3000;

const EMPTY = { name: "", email: "", subject: "", message: "" };
type Fields = typeof EMPTY;

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

/**
 * Contact page (docs/product.md#routes): name, e-mail, subject, message. Submitting clears the
 * fields and shows a success dialog for 3 s. Nothing is sent to a server in this build.
 */
export function ContactRoute() {
  useDocumentTitle(
    "Contact Us",
    "Questions about courses, coaching, payments or refunds? Write to Clutch Academy, Mumbai, India.",
  );
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [sent, setSent] = useState(false);
  const id = useId();
  const close = useRef(() => setSent(false)).current;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFields(EMPTY);
    setSent(true);
  }

  const bind = (name: keyof Fields) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  });

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
          className="grid gap-5 rounded-panel border border-surface-border bg-surface/80 p-6 shadow-card sm:grid-cols-2 sm:p-8"
        >
          <div>
            <label htmlFor={`${id}-name`} className={labelClass}>
              Name
            </label>
            <input {...bind("name")} type="text" autoComplete="name" required className={field} />
          </div>
          <div>
            <label htmlFor={`${id}-email`} className={labelClass}>
              Email
            </label>
            <input {...bind("email")} type="email" autoComplete="email" required className={field} />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-subject`} className={labelClass}>
              Subject
            </label>
            <input {...bind("subject")} type="text" className={field} />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-message`} className={labelClass}>
              Message
            </label>
            <textarea {...bind("message")} rows={6} required className={`${field} resize-y`} />
          </div>
          <div className="sm:col-span-2">
            <button
              type="submit"
              className="clip-corners inline-flex items-center justify-center bg-linear-to-r from-brand-400 to-violet-500 px-7 py-3 font-display text-sm font-extrabold uppercase tracking-[0.16em] text-ink-950 transition hover:shadow-glow hover:brightness-110"
            >
              Send message
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
