import type { User } from "@clutch/contract";

/** The account menu's label: the user's name, else the part of the e-mail before "@" (docs/product.md#routes). */
export function displayName(user: Pick<User, "name" | "email">): string {
  const name = user.name?.trim();
  if (name) return name;
  const local = user.email?.split("@")[0]?.trim();
  return local || "Account";
}
