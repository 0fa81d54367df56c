import { describe, expect, it } from "vitest";
import { z } from "zod";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, emailProblems, normalizeEmail } from "../src/email";
import { EmailSchema } from "../src/mailing-list";
import { messages } from "../src/messages";

const required = messages.validation.subscribeEmailRequired;
const invalid = messages.validation.emailInvalid;

const SAMPLES: unknown[] = [
  "",
  "   ",
  "a@b.co",
  "  Mixed.Case+tag@Example.COM  ",
  "first.last@sub.example.org",
  "o'brien@example.ie",
  "a@b",
  "a@b.c",
  "@example.com",
  "a@.com",
  "a..b@example.com",
  ".a@example.com",
  "a.@example.com",
  "a b@example.com",
  "a@exa_mple.com",
  "ünïcode@example.com",
  `${"x".repeat(242)}@example.com`,
  `${"x".repeat(243)}@example.com`,
  `${"x".repeat(300)}`,
  5,
  null,
  undefined,
];

describe("the mailing list's e-mail rule (zod-free, shared with EmailSchema)", () => {
  it("uses zod's own e-mail pattern, so /api/docs documents the pattern it always did", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it("says what is wrong, first things first", () => {
    expect(emailProblems(normalizeEmail("  "))).toEqual([required, invalid]);
    expect(emailProblems("not-an-email")).toEqual([invalid]);
    expect(emailProblems(`${"x".repeat(EMAIL_MAX_LENGTH)}@example.com`)).toEqual([invalid]);
    expect(emailProblems(normalizeEmail(" Gamer@Example.com "))).toEqual([]);
    expect(normalizeEmail(" Gamer@Example.com ")).toBe("gamer@example.com");
  });

  it("gives the footer the answer the server's schema gives", () => {
    for (const sample of SAMPLES) {
      const parsed = EmailSchema.safeParse(sample);
      const problems = typeof sample === "string" ? emailProblems(normalizeEmail(sample)) : [required];
      expect(parsed.success, String(sample)).toBe(problems.length === 0);
      if (parsed.success) expect(parsed.data).toBe(normalizeEmail(sample as string));
      else
        expect(
          parsed.error.issues.map((issue) => issue.message),
          String(sample),
        ).toEqual(problems);
    }
  });

  it("is documented as the JSON Schema it always was", () => {
    expect(z.toJSONSchema(EmailSchema, { io: "input" })).toMatchObject({
      type: "string",
      minLength: 1,
      maxLength: EMAIL_MAX_LENGTH,
      format: "email",
      pattern: z.regexes.email.source,
    });
  });
});
