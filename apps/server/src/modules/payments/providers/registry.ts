import type { Order, PaymentProviderName } from "@clutch/contract";
import { z } from "zod";
import type { CheckoutSources } from "../../../plugins/security";
import { cashfree } from "./cashfree";
import { local } from "./local";
import type { PaymentProviderDefinition } from "./provider";

export type PaymentProviderRegistry = readonly PaymentProviderDefinition[];

/**
 * Every payment provider the server can take payments with, one line each, under the contract's
 * names (the type refuses a missing or an extra one). When `PAYMENT_PROVIDER` is unset the first
 * that `choseByDefault` is used, in this order (so `local`, the fallback, comes last).
 */
const byName = { cashfree, local } satisfies {
  [Name in PaymentProviderName]: PaymentProviderDefinition<unknown, Name>;
};

export const paymentProviders: PaymentProviderRegistry = Object.values(byName);

/** The payment part of the configuration: the provider in use, its settings, and the registry it came from. */
export interface PaymentSettings {
  provider: string;
  settings: unknown;
  providers: PaymentProviderRegistry;
}

/**
 * Reads `PAYMENT_PROVIDER` and every provider's own settings: the one in use (named, or the first
 * that chooses itself by default), and the problems of all of them as "VARIABLE: what is wrong".
 */
export function readPaymentSettings(
  env: NodeJS.ProcessEnv,
  providers: PaymentProviderRegistry = paymentProviders,
): { payment: PaymentSettings; problems: string[] } {
  const named = env.PAYMENT_PROVIDER?.trim() || undefined;
  const names = providers.map((definition) => definition.name);
  const problems =
    named && !names.includes(named) ? [`PAYMENT_PROVIDER: must be one of ${names.join(", ")}`] : [];
  const chosen = named ?? providers.find((definition) => definition.choseByDefault(env))?.name;
  let settings: unknown;
  for (const definition of providers) {
    const isChosen = definition.name === chosen;
    const otherSetUps = providers.flatMap((other) =>
      other !== definition && other.setUp ? [other.setUp] : [],
    );
    const read = definition.readSettings(env, { chosen: isChosen, named: named !== undefined, otherSetUps });
    problems.push(...read.problems);
    if (isChosen) settings = read.settings;
  }
  return { payment: { provider: chosen ?? "", settings, providers }, problems };
}

/**
 * The origins the providers' checkouts need (each lists its own); nothing else outside our origin.
 * Every registered provider's, whichever is in use, as the web app is one build.
 */
export function checkoutSourcesOf(providers: PaymentProviderRegistry): CheckoutSources {
  const of = (kind: keyof CheckoutSources) => [
    ...new Set(providers.flatMap((provider) => provider.contentSecurity?.[kind] ?? [])),
  ];
  return { script: of("script"), frame: of("frame"), connect: of("connect") };
}

/** The registry's entry of a provider. */
export function providerNamed(providers: PaymentProviderRegistry, name: string): PaymentProviderDefinition {
  const definition = providers.find((candidate) => candidate.name === name);
  if (!definition) throw new Error(`No payment provider named ${name} is registered`);
  return definition;
}

/**
 * The order answer of the registry's providers, a union discriminated by `provider`: with the
 * built-in registry exactly the contract's `OrderSchema`, with a test's provider added, its too.
 */
export function orderSchemaOf(providers: PaymentProviderRegistry): z.ZodType<Order> {
  const [first, ...others] = providers.map((definition) => definition.orderSchema);
  if (!first) throw new Error("No payment provider is registered");
  return z.discriminatedUnion("provider", [first, ...others]) as unknown as z.ZodType<Order>;
}
