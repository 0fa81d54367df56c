import { lazy, Suspense, useState } from "react";
import { ErrorBoundary } from "../../components/ErrorBoundary";

/** Its code (the form and the phone rule) loads only when a provider asks for a phone number. */
const PhoneDialog = lazy(() => import("./PhoneDialog"));

type PhonePromptState = {
  open: boolean;
  /** Why the server refused the last number. */
  error: string | null;
  submit: (digits: string) => void;
  close: () => void;
};

/**
 * The checkout's phone number prompt (purchases and live sessions): mounted from its first opening
 * on, so closing can animate; `failure` is said if its code cannot be loaded.
 */
export function PhonePrompt({
  phone,
  initialPhone,
  pending,
  failure,
}: {
  phone: PhonePromptState;
  initialPhone: string;
  pending: boolean;
  failure: string;
}) {
  const [opened, setOpened] = useState(false);
  if (phone.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <ErrorBoundary
      fallback={() => (
        <p role="alert" className="text-sm text-danger-300">
          {failure}
        </p>
      )}
    >
      <Suspense fallback={null}>
        <PhoneDialog
          open={phone.open}
          initialPhone={initialPhone}
          pending={pending}
          error={phone.error}
          onSubmit={phone.submit}
          onClose={phone.close}
        />
      </Suspense>
    </ErrorBoundary>
  );
}
