import { GENDERS, messages, type User, UserDetailsFieldsSchema } from "@clutch/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { buttonStyles } from "../../../components/ui/button-styles";
import { FieldError, FormAlert, labelStyles, selectStyles, TextField } from "../../../components/ui/form";
import { isApiError } from "../../../lib/api-error";
import { notify } from "../../../lib/toast";
import { useUpdateUserDetailsMutation } from "../api";
import { avatarSource, imageProblem } from "../lib/avatar";
import { CountryCodePicker } from "./CountryCodePicker";

/** docs/product.md#profile-and-avatar: the page reloads 0.5 s after a successful save. */
const PROFILE_RELOAD_DELAY_MS = 500;

type Values = z.input<typeof UserDetailsFieldsSchema>;
type Output = z.output<typeof UserDetailsFieldsSchema>;

function valuesOf(user: User): Values {
  return {
    name: user.name,
    email: user.email,
    countryCode: user.countryCode,
    phone: user.phone,
    age: user.age,
    city: user.city,
    state: user.state,
    country: user.country,
    gender: user.gender,
  };
}

type ProfileDetailsProps = {
  user: User;
  onChangePassword: () => void;
  onUpdatePreferences: () => void;
};

/** docs/product.md#routes /profile: the details, read-only until Edit; the avatar; the account actions. */
export function ProfileDetails({ user, onChangePassword, onUpdatePreferences }: ProfileDetailsProps) {
  const [editing, setEditing] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [updateUserDetails, { isLoading: saving }] = useUpdateUserDetailsMutation();
  const fileRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const nameRef = useRef<HTMLInputElement | null>(null);
  const imageErrorId = useId();
  const genderId = useId();

  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(UserDetailsFieldsSchema),
    defaultValues: valuesOf(user),
  });

  // The preview's object URL lives as long as it is shown.
  useEffect(() => {
    if (!image) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  useEffect(() => {
    if (editing) nameRef.current?.focus();
  }, [editing]);

  const cancel = () => {
    reset(valuesOf(user));
    setImage(null);
    setImageError(null);
    setFailure(null);
    setEditing(false);
    // The Edit button comes back where Cancel was.
    requestAnimationFrame(() => editRef.current?.focus());
  };

  const onPickImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = imageProblem(file);
    setImageError(problem);
    if (!problem) setImage(file);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.append(key, value);
    if (image) body.append("image", image);
    try {
      const answer = await updateUserDetails(body).unwrap();
      setSaved(true);
      // Scheduled outside React: the reload happens even if something re-renders or fails meanwhile.
      window.setTimeout(() => window.location.reload(), PROFILE_RELOAD_DELAY_MS);
      notify.success(answer.message || messages.auth.profileUpdated);
    } catch (error) {
      // docs/product.md#messages: the failure is logged; the page also says what went wrong.
      console.error("Profile update failed", error);
      setFailure(isApiError(error) ? error.message : messages.general.internal);
    }
  });

  const readOnly = !editing;
  // Read-only and empty: say so, instead of showing a blank box.
  const quiet = { readOnly, placeholder: readOnly ? "Not set" : undefined };
  const busy = saving || saved;
  const { ref: nameFieldRef, ...nameField } = register("name");

  return (
    <div className="grid gap-6 lg:grid-cols-[19rem_minmax(0,1fr)] lg:items-start">
      <section
        aria-label="Account"
        className="flex flex-col items-center gap-5 rounded-card border border-surface-border bg-surface/80 p-6 text-center shadow-card"
      >
        <div className="relative">
          <img
            src={avatarSource(preview, user)}
            alt={preview ? "New profile picture preview" : "Profile picture"}
            width={160}
            height={160}
            className="size-32 rounded-full border-2 border-brand-400/60 bg-ink-800 object-cover shadow-glow sm:size-36"
          />
        </div>
        {editing ? (
          <div className="flex flex-col items-center gap-2">
            <input
              ref={fileRef}
              type="file"
              accept="image/*"
              hidden
              aria-label="Profile picture file"
              onChange={onPickImage}
            />
            <button
              type="button"
              className={buttonStyles.ghost}
              onClick={() => fileRef.current?.click()}
              aria-describedby={imageError ? imageErrorId : undefined}
            >
              {image ? "Choose another photo" : "Upload photo"}
            </button>
            <p className="text-xs text-fg-muted">JPEG, PNG, WebP or GIF, up to 2 MB.</p>
            <FieldError id={imageErrorId}>{imageError}</FieldError>
          </div>
        ) : null}
        <div className="flex min-w-0 max-w-full flex-col gap-1">
          <p className="truncate font-display text-xl font-black uppercase italic text-fg">
            {user.name || user.email.split("@")[0]}
          </p>
          <p className="truncate text-sm text-fg-muted">{user.email}</p>
        </div>
        <div className="flex w-full flex-col gap-2.5">
          <button type="button" className={`${buttonStyles.secondary} w-full`} onClick={onChangePassword}>
            Change Password
          </button>
          <button type="button" className={`${buttonStyles.secondary} w-full`} onClick={onUpdatePreferences}>
            Update Preferences
          </button>
        </div>
      </section>

      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="profile-details-heading"
        className="flex flex-col gap-6 rounded-card border border-surface-border bg-surface/80 p-5 shadow-card sm:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex flex-col gap-1">
            <h2
              id="profile-details-heading"
              className="font-display text-lg font-black uppercase tracking-wide text-fg"
            >
              Personal details
            </h2>
            <p className="text-sm text-fg-muted">
              {editing ? "Make your changes, then save." : "Press Edit to change your details."}
            </p>
          </div>
          {editing ? null : (
            <button
              ref={editRef}
              type="button"
              className={buttonStyles.primary}
              onClick={() => setEditing(true)}
            >
              Edit
            </button>
          )}
        </div>

        <FormAlert message={failure} onClose={() => setFailure(null)} />

        <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
          <TextField
            label="Name"
            autoComplete="name"
            {...quiet}
            error={errors.name?.message}
            ref={(element) => {
              nameFieldRef(element);
              nameRef.current = element;
            }}
            {...nameField}
          />
          <TextField
            label="Email"
            type="email"
            readOnly
            hint="Your email cannot be changed."
            error={errors.email?.message}
            {...register("email")}
          />
          <div className="grid grid-cols-[minmax(7.5rem,2fr)_3fr] gap-3 sm:col-span-2 sm:grid-cols-[12rem_1fr] lg:col-span-1 lg:grid-cols-[9.5rem_1fr]">
            <Controller
              control={control}
              name="countryCode"
              render={({ field }) => (
                <CountryCodePicker
                  ref={field.ref}
                  name={field.name}
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  {...quiet}
                  error={errors.countryCode?.message}
                />
              )}
            />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              {...quiet}
              error={errors.phone?.message}
              {...register("phone")}
            />
          </div>
          <TextField
            label="Age"
            inputMode="numeric"
            {...quiet}
            error={errors.age?.message}
            {...register("age")}
          />
          <TextField
            label="City"
            autoComplete="address-level2"
            {...quiet}
            error={errors.city?.message}
            {...register("city")}
          />
          <TextField
            label="State"
            autoComplete="address-level1"
            {...quiet}
            error={errors.state?.message}
            {...register("state")}
          />
          <TextField
            label="Country"
            autoComplete="country-name"
            {...quiet}
            error={errors.country?.message}
            {...register("country")}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={genderId} className={labelStyles}>
              Gender
            </label>
            <select id={genderId} disabled={readOnly} className={selectStyles} {...register("gender")}>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {gender}
                </option>
              ))}
            </select>
          </div>
        </div>

        {editing ? (
          <div className="flex flex-col-reverse gap-3 border-t border-surface-border pt-5 sm:flex-row sm:justify-end">
            <button type="button" className={buttonStyles.secondary} onClick={cancel} disabled={busy}>
              Cancel
            </button>
            <button
              type="submit"
              className={buttonStyles.primary}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy ? "Saving..." : "Save"}
            </button>
          </div>
        ) : null}
        <p role="status" className="sr-only">
          {saved ? messages.auth.profileUpdated : ""}
        </p>
      </form>
    </div>
  );
}
