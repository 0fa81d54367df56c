import { CheckoutProblem } from "./CheckoutProblem";
import { PhonePrompt } from "./PhonePrompt";
import type { CheckoutAttempt } from "./use-checkout-attempt";

/**
 * What a checkout attempt says under the button that started it: why it did not open (with "Try
 * again" where that can help), or the phone number prompt when the provider needs one.
 * `dialogFailure` is said if the prompt's code cannot be loaded.
 */
export function CheckoutFeedback({
  attempt,
  profilePhone,
  dialogFailure,
}: {
  attempt: CheckoutAttempt;
  /** The number on the user's profile, offered in the prompt. */
  profilePhone: string;
  dialogFailure: string;
}) {
  const { problem, phone, busy, start, dismissProblem } = attempt;
  return (
    <>
      {problem && !phone.open ? (
        <CheckoutProblem problem={problem} onRetry={() => void start()} onClose={dismissProblem} />
      ) : null}
      <PhonePrompt phone={phone} initialPhone={profilePhone} pending={busy} failure={dialogFailure} />
    </>
  );
}
