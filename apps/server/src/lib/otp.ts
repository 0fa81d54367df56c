import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { OTP_LENGTH } from "@clutch/contract";

export type OtpPurpose = "verify-email" | "reset-password";

/** A uniformly random code of OTP_LENGTH digits, leading zeros included. */
export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, "0");
}

/**
 * Codes are stored as HMAC-SHA256 under a server key, bound to the user and the purpose, so a
 * leaked table reveals nothing usable (a bare hash of a 6-digit code is brute-forced instantly).
 */
export function hashOtp(key: Buffer, userId: string, purpose: OtpPurpose, code: string): string {
  return createHmac("sha256", key).update(`${userId}\0${purpose}\0${code}`).digest("hex");
}

export function otpMatches(key: Buffer, userId: string, purpose: OtpPurpose, code: string, stored: string) {
  const expected = Buffer.from(stored, "hex");
  const actual = Buffer.from(hashOtp(key, userId, purpose, code), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
