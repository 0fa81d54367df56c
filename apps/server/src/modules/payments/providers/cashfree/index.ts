import { CashfreeOrderSchema } from "@clutch/contract";
import { z } from "zod";
import type { PaymentProviderDefinition } from "../provider";
import { createCashfreeProvider } from "./client";

const API_BASES = {
  sandbox: "https://sandbox.cashfree.com/pg",
  production: "https://api.cashfree.com/pg",
} as const;

const text = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const SettingsSchema = z.object({
  CASHFREE_APP_ID: text,
  CASHFREE_SECRET_KEY: text,
  CASHFREE_ENV: z.enum(["sandbox", "production"]).default("sandbox"),
  CASHFREE_API_URL: text.refine((url) => url === undefined || /^https?:\/\//.test(url), {
    message: "must be a http(s) URL (http:// or https://...)",
  }),
});

interface CashfreeSettings {
  appId: string;
  secretKey: string;
  env: "sandbox" | "production";
  apiUrl: string;
}

/** Cashfree Payment Gateway: Cashfree.js in the browser, its REST API and signed webhooks. */
export const cashfree: PaymentProviderDefinition<CashfreeSettings, "cashfree"> = {
  name: "cashfree",
  orderSchema: CashfreeOrderSchema,
  setUp: "set CASHFREE_APP_ID and CASHFREE_SECRET_KEY to take payments with Cashfree",

  readSettings(env, { chosen }) {
    const parsed = SettingsSchema.safeParse(env);
    const problems = parsed.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];
    const values = parsed.data;
    const isSet = (name: string) => (env[name]?.trim() ?? "") !== "";
    if (chosen && !(isSet("CASHFREE_APP_ID") && isSet("CASHFREE_SECRET_KEY"))) {
      problems.push(
        "CASHFREE_SECRET_KEY: CASHFREE_APP_ID and CASHFREE_SECRET_KEY are both required for the cashfree provider",
      );
    }
    const mode = values?.CASHFREE_ENV ?? "sandbox";
    return {
      settings: {
        appId: values?.CASHFREE_APP_ID ?? "",
        secretKey: values?.CASHFREE_SECRET_KEY ?? "",
        env: mode,
        apiUrl: values?.CASHFREE_API_URL ?? API_BASES[mode],
      },
      problems,
    };
  },
  choseByDefault: (env) => (env.CASHFREE_APP_ID?.trim() ?? "") !== "",

  create: (settings) => createCashfreeProvider(settings),
  describe: (settings) => `Cashfree ${settings.env} (${settings.apiUrl})`,

  // Cashfree.js (loaded from Cashfree's host) and its checkout frames.
  contentSecurity: {
    script: ["https://sdk.cashfree.com"],
    frame: [
      "https://sdk.cashfree.com",
      "https://api.cashfree.com",
      "https://sandbox.cashfree.com",
      "https://payments.cashfree.com",
      "https://payments-test.cashfree.com",
    ],
    connect: ["https://api.cashfree.com", "https://sandbox.cashfree.com"],
  },
};
