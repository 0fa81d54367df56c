// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import { GENDERS, LoginEmailSchema } from "./auth";
import { isKnownDialCode } from "./countries";
import { messages } from "./messages";

/*
 * The profile form's schema, in a module of its own: its dial-code check needs the countries data
 * (countries.ts, ~36 KB), which only the profile page (the form and its country-code picker) and the
 * server load. The account dialogs import auth.ts, which must stay free of it (decision 014).
 */

const freeText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).default("");

/** The text fields of `PUT /api/auth/update-user-details` (multipart; the image travels beside them). */
export const UserDetailsFieldsSchema = z.object({
  name: freeText(100),
  email: LoginEmailSchema,
  countryCode: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || isKnownDialCode(v), messages.auth.unknownCountryCode),
  phone: freeText(20),
  age: freeText(10),
  city: freeText(100),
  state: freeText(100),
  country: freeText(100),
  gender: z.enum(GENDERS, { error: `Gender must be one of: ${GENDERS.join(", ")}` }).default("Select"),
});
