import { countries, getEmojiFlag, type TCountryCode } from "countries-list";

export interface CountryDialCode {
  /** ISO 3166-1 alpha-2 code, e.g. "IN". */
  iso2: string;
  name: string;
  /** With its plus sign, as stored on the user: "+91". */
  dialCode: string;
  flag: string;
}

/** Every country and territory with its calling code(s), from the maintained countries-list package. */
export const COUNTRY_DIAL_CODES: readonly CountryDialCode[] = Object.entries(countries)
  .flatMap(([iso2, country]) =>
    country.phone.map((phone) => ({
      iso2,
      name: country.name,
      dialCode: `+${phone}`,
      flag: getEmojiFlag(iso2 as TCountryCode),
    })),
  )
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

const KNOWN_DIAL_CODES = new Set(COUNTRY_DIAL_CODES.map((c) => c.dialCode));

export const isKnownDialCode = (code: string) => KNOWN_DIAL_CODES.has(code);

/**
 * The country picker's search (docs/product.md#accounts): numeric input matches dial codes by prefix ("+9" or "9"),
 * anything else matches names by case-insensitive substring.
 */
export function searchCountries(input: string): CountryDialCode[] {
  const text = input.trim();
  if (text === "") return [...COUNTRY_DIAL_CODES];
  const digits = text.replace(/^\+/, "");
  if (/^\d+$/.test(digits)) return COUNTRY_DIAL_CODES.filter((c) => c.dialCode.slice(1).startsWith(digits));
  const needle = text.toLowerCase();
  return COUNTRY_DIAL_CODES.filter((c) => c.name.toLowerCase().includes(needle));
}
