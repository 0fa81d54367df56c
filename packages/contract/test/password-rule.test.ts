import { describe, expect, it } from "vitest";
import {
  ChangePasswordRequestSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  RegisterFormSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  STRONG_PASSWORD_MIN,
} from "../src/auth";
import { messages } from "../src/messages";

/*
 * docs/product.md#passwords: register, reset and change need at least 8 characters (at most 128),
 * with a special character from !@#$%^&*(),.?":{}|<>, a digit and an uppercase letter.
 */

/** The set exactly as docs/product.md#passwords and #constants write it. */
const DOCUMENTED_SPECIALS = '!@#$%^&*(),.?":{}|<>';

/** Every printable ASCII character that is neither a letter, a digit nor in the set. */
const OUTSIDE_THE_SET = [...Array(95)]
  .map((_, index) => String.fromCharCode(32 + index))
  .filter((char) => !/[A-Za-z0-9]/.test(char) && !DOCUMENTED_SPECIALS.includes(char));

/** The three schemas that apply the rule, each with the sentence it answers. */
const RULES = [
  {
    name: "register",
    message: messages.validation.registerPassword,
    check: (password: string) => RegisterRequestSchema.safeParse({ email: "player@example.com", password }),
  },
  {
    name: "reset",
    message: messages.validation.resetPassword,
    check: (password: string) =>
      ResetPasswordRequestSchema.safeParse({ email: "player@example.com", otp: "123456", password }),
  },
  {
    name: "change",
    message: messages.validation.resetPassword,
    check: (password: string) =>
      ChangePasswordRequestSchema.safeParse({ oldPassword: "Old#2026", newPassword: password }),
  },
] as const;

/** The messages of every failing field (nothing when the value passes). */
function failures(result: ReturnType<(typeof RULES)[number]["check"]>): string[] {
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("the password rule's special characters", () => {
  it("is exactly the documented set", () => {
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe(DOCUMENTED_SPECIALS);
    expect([...PASSWORD_SPECIAL_CHARACTERS]).toHaveLength(20);
    expect(OUTSIDE_THE_SET).toHaveLength(33 - 20);
  });

  for (const rule of RULES) {
    it(`${rule.name}: accepts each special character of the set`, () => {
      for (const special of DOCUMENTED_SPECIALS) {
        const password = `Abcdef1${special}`;
        expect(failures(rule.check(password)), JSON.stringify(password)).toEqual([]);
      }
    });

    it(`${rule.name}: refuses a password whose only symbol is outside the set`, () => {
      for (const other of [...OUTSIDE_THE_SET, "€", "é", "¡", "\u00a0"]) {
        const password = `Abcdef1${other}`;
        expect(failures(rule.check(password)), JSON.stringify(password)).toEqual([rule.message]);
      }
    });
  }
});

describe("the password rule's length", () => {
  for (const rule of RULES) {
    it(`${rule.name}: refuses 7 characters and accepts 8; accepts 128 and refuses 129`, () => {
      expect(STRONG_PASSWORD_MIN).toBe(8);
      expect(PASSWORD_MAX_LENGTH).toBe(128);
      expect(failures(rule.check("Abcde1!"))).toEqual([rule.message]);
      expect(failures(rule.check("Abcdef1!"))).toEqual([]);
      expect(failures(rule.check(`Abcdef1!${"x".repeat(120)}`))).toEqual([]);
      expect(failures(rule.check(`Abcdef1!${"x".repeat(121)}`))).toEqual([rule.message]);
    });

    it(`${rule.name}: also needs a digit and an uppercase letter`, () => {
      expect(failures(rule.check("Abcdefg!"))).toEqual([rule.message]);
      expect(failures(rule.check("abcdef1!"))).toEqual([rule.message]);
    });
  }
});

describe("the register dialog's form schema", () => {
  it("applies the same rule, then asks for a matching confirmation", () => {
    const form = (password: string, confirmPassword = password) =>
      RegisterFormSchema.safeParse({ email: "player@example.com", password, confirmPassword });
    expect(form('Abcdef1"').success).toBe(true);
    expect(failures(form("Abcde1!"))).toEqual([messages.validation.registerPassword]);
    expect(failures(form("Abcdef1~"))).toEqual([messages.validation.registerPassword]);
    expect(failures(form("Abcdef1!", "Abcdef1?"))).toEqual([messages.validation.registerPasswordMismatch]);
  });
});
