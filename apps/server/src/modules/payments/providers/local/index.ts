import { LocalOrderSchema } from "@clutch/contract";
import type { PaymentProviderDefinition } from "../provider";
import { createLocalBooks } from "./books";
import { createLocalProvider, type LocalProvider } from "./provider";
import { localCheckoutRoutes } from "./routes";

/** The built-in test checkout: no money moves; a page of ours plays the provider's. */
export const local: PaymentProviderDefinition<Record<string, never>, "local", LocalProvider> = {
  name: "local",
  orderSchema: LocalOrderSchema,

  readSettings(env, { chosen, named, otherSetUps }) {
    // Its Pay button grants items without money: in production only when asked for by name.
    const refused = chosen && !named && env.NODE_ENV === "production";
    return {
      settings: {},
      problems: refused
        ? [
            `PAYMENT_PROVIDER: the built-in test checkout (local, which grants items without payment) is refused when NODE_ENV=production; ${[...otherSetUps, "or PAYMENT_PROVIDER=local to run the test checkout on purpose"].join(", ")}`,
          ]
        : [],
    };
  },
  // The default when no other provider is set up.
  choseByDefault: () => true,

  create: (_settings, { db }) => createLocalProvider(createLocalBooks(db)),
  describe: () => "local test checkout (no real money)",
  routes: localCheckoutRoutes,
};
