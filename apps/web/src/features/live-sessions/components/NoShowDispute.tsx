import { type Booking, DISPUTE_NOTE_MAX, messages } from "@clutch/contract";
import { useId, useState } from "react";
import { buttonStyles } from "../../../components/ui/button-styles";
import { FormAlert, inputStyles, labelStyles } from "../../../components/ui/form";
import { errorMessage } from "../../../lib/api-error";
import { dateOf, timeWithZone } from "../../../lib/time";
import { notify } from "../../../lib/toast";
import { useDisputeNoShowMutation } from "../api";

const m = messages.liveSessions;

const OUTCOME_TEXT = {
  open: m.disputeOpen,
  upheld: m.disputeUpheld,
  reversed: m.disputeReversed,
} as const;

/**
 * A session the coach marked the learner absent from (docs/product.md#live-sessions): until when
 * it can be disputed, "I was there" with a short note while it can, and where a dispute stands.
 */
export function NoShowDispute({
  booking,
  onDisputed,
}: {
  booking: Booking;
  onDisputed: (booking: Booking) => void;
}) {
  const [writing, setWriting] = useState(false);
  const [note, setNote] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [dispute, state] = useDisputeNoShowMutation();
  const headingId = useId();
  const noteId = useId();
  const countId = useId();
  const noShow = booking.noShow;
  if (!noShow) return null;
  const until = `${dateOf(noShow.disputableUntil)}, ${timeWithZone(noShow.disputableUntil)}`;

  const send = async () => {
    if (state.isLoading) return;
    if (!note.trim()) {
      setFailure(m.disputeNote);
      return;
    }
    setFailure(null);
    try {
      const result = await dispute({ id: booking._id, note: note.trim() }).unwrap();
      notify.success(m.disputeSent);
      setWriting(false);
      onDisputed(result.booking);
    } catch (error) {
      setFailure(errorMessage(error, m.disputeFailed));
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-surface-border pt-5">
      <h3 id={headingId} className="font-display text-sm font-bold tracking-[0.16em] text-fg uppercase">
        Marked absent
      </h3>
      {noShow.dispute ? (
        <>
          <p role="status" className="text-sm text-fg">
            {OUTCOME_TEXT[noShow.dispute.outcome ?? "open"]}
          </p>
          <p className="text-sm whitespace-pre-line text-fg-muted">Your note: {noShow.dispute.note}</p>
        </>
      ) : (
        <p className="text-sm text-fg-muted">
          {noShow.disputable ? `${m.markedAbsent} You can dispute it until ${until}.` : m.disputeClosed}
        </p>
      )}
      {noShow.disputable && !writing ? (
        <div>
          <button type="button" onClick={() => setWriting(true)} className={buttonStyles.secondary}>
            I was there
          </button>
        </div>
      ) : null}
      {noShow.disputable && writing ? (
        <form
          className="flex flex-col gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <FormAlert message={failure} onClose={() => setFailure(null)} />
          <label htmlFor={noteId} className={labelStyles}>
            {m.disputeNote}
          </label>
          <textarea
            id={noteId}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={DISPUTE_NOTE_MAX}
            rows={4}
            required
            aria-describedby={countId}
            // The form opens on a press of "I was there": the note is what comes next.
            // biome-ignore lint/a11y/noAutofocus: focus follows the learner's own action
            autoFocus
            className={`${inputStyles} resize-y`}
          />
          <p id={countId} className="text-right text-xs text-fg-subtle">
            {`${note.length} / ${DISPUTE_NOTE_MAX}`}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <button
              type="submit"
              disabled={state.isLoading}
              aria-busy={state.isLoading || undefined}
              className={buttonStyles.primary}
            >
              {state.isLoading ? "Sending..." : "Send dispute"}
            </button>
            <button type="button" onClick={() => setWriting(false)} className={buttonStyles.secondary}>
              Back
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
