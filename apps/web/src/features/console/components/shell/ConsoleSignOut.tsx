import { messages } from "@clutch/contract";
import { FormAlert } from "../../../../components/ui/form";
import { errorMessage } from "../../../../lib/api-error";
import { useAdminSignOutMutation } from "../../api";

/**
 * Signing out of the console (not of the site): the server ends this console session, so the same
 * session is refused from then on, and the console asks for a code again.
 */
export function ConsoleSignOut() {
  const [signOut, state] = useAdminSignOutMutation();
  return (
    <div className="flex flex-col gap-2">
      <FormAlert message={state.isError ? errorMessage(state.error, messages.general.unavailable) : null} />
      <button
        type="button"
        onClick={() => void signOut()}
        disabled={state.isLoading}
        aria-busy={state.isLoading || undefined}
        className="self-start font-semibold text-brand-300 hover:text-brand-200 disabled:opacity-60"
      >
        {state.isLoading ? messages.general.loading : "Sign out of the console"}
      </button>
    </div>
  );
}
