import {
  COACHING_TYPE_LABELS,
  COACHING_TYPES,
  type CoachingType,
  coachingTypeFromFlags,
  flagsFromCoachingType,
  messages,
} from "@clutch/contract";
import { type FormEvent, useEffect, useId, useState } from "react";
import { buttonStyles } from "../../../components/ui/button-styles";
import { FormMessages, SubmitButton } from "../../../components/ui/form";
import { Modal } from "../../../components/ui/Modal";
import { Spinner } from "../../../components/ui/Spinner";
import { useAppDispatch, useAppSelector } from "../../../hooks/store";
import { errorMessage } from "../../../lib/api-error";
import { closeModal } from "../../../lib/modals";
import { usePreferenceGamesQuery, useUpdateAdditionalInfoMutation } from "../api";
import { useDelayedAction } from "../hooks/use-delayed-action";
import { toggleGame } from "../lib/preference-games";
import { reloadPage } from "../lib/reload";

/** Where the dialog was opened from: it decides the messages and what closing does (docs/product.md#dialogs). */
export type PreferencesSource = "login" | "register" | "profile";

/** How long 'Preferences updated successfully' stays before the profile's dialog closes. */
export const PREFERENCES_SUCCESS_CLOSE_MS = 1500;

type Props = { open: boolean; source: PreferencesSource };

/**
 * docs/product.md#dialogs: the coaching type and the games of interest. After a sign-in
 * or a registration it is the last step (saving or closing reloads the page); from the profile
 * it edits the saved preferences.
 */
export function AdditionalInfoModal({ open, source }: Props) {
  const dispatch = useAppDispatch();
  const onboarding = source !== "profile";
  const close = () => {
    dispatch(closeModal("additionalInformation"));
    // docs/product.md#accounts: closing without submitting also reloads (the user is signed in now).
    if (onboarding) reloadPage();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title="Additional Information"
      description="Tell us how you want to train, and we'll tailor coaches and courses to you."
      size="lg"
      dismissOnBackdrop={!onboarding}
    >
      <PreferencesForm source={source} onClose={close} />
    </Modal>
  );
}

function PreferencesForm({ source, onClose }: { source: PreferencesSource; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.userInfo);
  const [coachingType, setCoachingType] = useState<CoachingType | undefined>(() =>
    user ? coachingTypeFromFlags(user) : undefined,
  );
  const [games, setGames] = useState<string[]>(() => user?.gamesIntrestedIn ?? []);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const gamesQuery = usePreferenceGamesQuery();
  const [updateAdditionalInfo] = useUpdateAdditionalInfoMutation();
  const coachingName = useId();
  const gamesLegendId = useId();
  const missingId = useId();

  // docs/product.md#messages: a failed games fetch is only logged; the list stays empty.
  useEffect(() => {
    if (gamesQuery.isError) console.error("Failed to fetch games", gamesQuery.error);
  }, [gamesQuery.isError, gamesQuery.error]);

  useDelayedAction(success !== null, PREFERENCES_SUCCESS_CLOSE_MS, () =>
    dispatch(closeModal("additionalInformation")),
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!coachingType || games.length === 0) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setSaving(true);
    try {
      const answer = await updateAdditionalInfo({
        ...flagsFromCoachingType(coachingType),
        gamesIntrestedIn: games,
      }).unwrap();
      if (source === "profile") {
        setSuccess(answer.message || messages.auth.preferencesUpdated);
        setSaving(false);
        return;
      }
      dispatch(closeModal("additionalInformation"));
      reloadPage();
    } catch (error) {
      setSaving(false);
      setFailure(
        source === "profile"
          ? messages.auth.preferencesUpdateFailed
          : source === "register"
            ? messages.auth.preferencesSaveFailed
            : errorMessage(error, messages.auth.additionalInfoFailed),
      );
    }
  };

  const games$ = gamesQuery.data ?? [];

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <FormMessages failure={failure} onDismissFailure={() => setFailure(null)} notice={success} />

      <fieldset className="flex flex-col gap-3" aria-describedby={missing ? missingId : undefined}>
        <legend className="mb-3 font-display text-sm font-bold uppercase tracking-[0.16em] text-fg">
          Coaching type
        </legend>
        <div className="grid gap-2.5 sm:grid-cols-3">
          {COACHING_TYPES.map((type, index) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-3 rounded-control border border-surface-border bg-ink-900/60 px-4 py-3 text-sm font-semibold text-fg-muted transition hover:border-brand-400/60 has-checked:border-brand-400 has-checked:bg-brand-400/10 has-checked:text-fg has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-300"
            >
              <input
                type="radio"
                name={coachingName}
                value={type}
                checked={coachingType === type}
                onChange={() => setCoachingType(type)}
                data-autofocus={index === 0 ? "" : undefined}
                className="size-4 accent-brand-400 focus-visible:outline-none"
              />
              {COACHING_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-3" aria-labelledby={gamesLegendId}>
        <legend
          id={gamesLegendId}
          className="mb-3 font-display text-sm font-bold uppercase tracking-[0.16em] text-fg"
        >
          Games you're interested in
        </legend>
        {gamesQuery.isLoading ? (
          <div role="status" className="flex items-center justify-center gap-3 py-8 text-sm text-fg-muted">
            <Spinner size="md" />
            <span>Loading games...</span>
          </div>
        ) : games$.length === 0 ? (
          <p className="py-4 text-sm text-fg-muted">No games to choose from right now.</p>
        ) : (
          <ul className="grid grid-cols-3 gap-2.5 sm:grid-cols-4 md:grid-cols-6">
            {games$.map((game) => (
              <li key={game._id}>
                <label className="group relative flex h-full cursor-pointer flex-col items-center gap-2 rounded-control border border-surface-border bg-ink-900/60 px-1.5 pt-2.5 pb-2 text-center transition hover:border-brand-400/60 has-checked:border-brand-400 has-checked:bg-brand-400/10 has-checked:shadow-glow has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-300">
                  <input
                    type="checkbox"
                    checked={games.includes(game._id)}
                    onChange={() => setGames((chosen) => toggleGame(chosen, game._id))}
                    className="peer sr-only"
                  />
                  {game.hexagonThinImage ? (
                    <img
                      src={game.hexagonThinImage}
                      alt=""
                      width={240}
                      height={276}
                      loading="lazy"
                      decoding="async"
                      className="h-auto w-12 opacity-70 transition group-hover:opacity-100 peer-checked:opacity-100 sm:w-14"
                    />
                  ) : null}
                  <span className="text-xs leading-tight font-semibold text-fg-muted peer-checked:text-fg">
                    {game.name}
                  </span>
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 right-1.5 hidden size-4 place-items-center rounded-full bg-brand-400 text-[0.6rem] font-black text-ink-950 peer-checked:grid"
                  >
                    ✓
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      {missing ? (
        <p id={missingId} role="alert" className="text-sm font-semibold text-danger-300">
          {messages.validation.fillAllFields}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={`${buttonStyles.secondary} sm:w-40`}>
          Close
        </button>
        <SubmitButton pending={saving} disabled={success !== null} className="sm:w-48">
          Submit
        </SubmitButton>
      </div>
    </form>
  );
}
