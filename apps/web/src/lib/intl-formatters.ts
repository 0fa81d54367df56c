/**
 * An Intl formatter built on first use, not when its module loads: the first one a page builds
 * loads the locale's data (lib/local-date.ts says how costly that is), and many pages that import a
 * module of formatters show nothing that needs one.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => {
    built ??= build();
    return built;
  };
}

const rupees = onFirstUse(
  () => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }),
);
/** "₹1,23,456" (and "₹0", unlike the catalogue's "Free"). */
export const formatRupees = (amount: number) => rupees().format(amount);
