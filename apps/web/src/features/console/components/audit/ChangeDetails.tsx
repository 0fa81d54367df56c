import type { AuditEvent } from "@clutch/contract";

const show = (value: unknown) =>
  value === null || value === undefined ? "—" : JSON.stringify(value, null, 2);

/** An audit event's state before and after, side by side (one under the other on small screens). */
export function ChangeDetails({ event }: { event: AuditEvent }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(
        [
          ["Before", event.before],
          ["After", event.after],
        ] as const
      ).map(([label, value]) => (
        <figure key={label} className="flex min-w-0 flex-col gap-2">
          <figcaption className="font-display text-xs font-bold uppercase tracking-[0.14em] text-fg-muted">
            {label}
          </figcaption>
          <pre className="max-h-96 overflow-auto rounded-control border border-surface-border bg-ink-950 p-3 font-mono text-xs text-fg">
            {show(value)}
          </pre>
        </figure>
      ))}
      {event.clientAddress ? <p className="text-xs text-fg-muted">From {event.clientAddress}</p> : null}
    </div>
  );
}
