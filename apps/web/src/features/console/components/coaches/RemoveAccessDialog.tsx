import { coachInvitationMessages as m, type RemoveCoachAccountRequest } from "@clutch/contract";
import { useId, useState } from "react";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { FormAlert } from "../../../../components/ui/form";
import { Modal } from "../../../../components/ui/Modal";
import { errorMessage } from "../../../../lib/api-error";
import { notify } from "../../../../lib/toast";
import { useAdminRemoveCoachAccountMutation } from "../../coaches-api";

type Choice = RemoveCoachAccountRequest["upcomingSessions"];
type Props = {
  coachId: string;
  account: { name: string; email: string };
  open: boolean;
  onClose: () => void;
};

const CHOICES: { value: Choice; label: string }[] = [
  { value: "keep", label: "Keep them (cancel any later from Bookings)" },
  { value: "cancel", label: "Cancel each, with a full refund; the learner is e-mailed" },
];

/**
 * Asks before taking account access back from a coach profile, and what becomes of the coach's
 * upcoming sessions: kept, or each cancelled with a full refund. Cancel has the focus.
 */
export function RemoveAccessDialog({ coachId, account, open, onClose }: Props) {
  const [choice, setChoice] = useState<Choice>("keep");
  const [failure, setFailure] = useState<string | null>(null);
  const [removeAccess, call] = useAdminRemoveCoachAccountMutation();
  const name = useId();

  const close = () => {
    setFailure(null);
    setChoice("keep");
    onClose();
  };
  const confirm = async () => {
    setFailure(null);
    try {
      const answer = await removeAccess({ id: coachId, body: { upcomingSessions: choice } }).unwrap();
      notify.success(
        [
          m.accessRemoved,
          choice === "cancel"
            ? m.sessionsCancelled(answer.cancelled.length)
            : answer.keptSessions
              ? m.sessionsKept
              : "",
        ]
          .filter(Boolean)
          .join(" "),
      );
      close();
    } catch (error) {
      setFailure(errorMessage(error, m.removeAccessFailed));
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Remove account access?"
      description={`${account.name || account.email} (${account.email}) stops running this coach profile and its workspace at once. The account stays a learner account, with everything it bought. Pending invitations are withdrawn.`}
      size="md"
    >
      <div className="flex flex-col gap-4">
        <FormAlert message={failure} onClose={() => setFailure(null)} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-fg-muted">The coach's upcoming sessions</legend>
          {CHOICES.map((option) => (
            <label key={option.value} className="flex items-center gap-2.5 text-sm text-fg">
              <input
                type="radio"
                name={name}
                value={option.value}
                className="size-4 accent-brand-400"
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonStyles.secondary} onClick={close} data-autofocus="">
            Cancel
          </button>
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={() => void confirm()}
            disabled={call.isLoading}
          >
            {call.isLoading ? "Removing…" : "Remove access"}
          </button>
        </div>
      </div>
    </Modal>
  );
}
