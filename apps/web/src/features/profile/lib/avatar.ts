import { messages, PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from "@clutch/contract";

/** Shown when the user has no picture (docs/product.md#catalogue). */
export const DEFAULT_AVATAR = "/media/avatars/default.webp";

/** The picture to show: a fresh preview, else the saved one, else the default avatar. */
export function avatarSource(
  preview: string | null,
  user: { profileImage: string | null; profilePic: string | null },
): string {
  return preview || user.profileImage || user.profilePic || DEFAULT_AVATAR;
}

/** Why a chosen file cannot be the profile picture, or null when it can (docs/product.md#accounts, docs/product.md#endpoint-index). */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return messages.auth.imageType;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return messages.auth.imageTooLarge;
  if (file.size === 0) return messages.auth.imageType;
  return null;
}
