import { type CountryDialCode, searchCountries } from "@clutch/contract";

/** docs/product.md#profile-and-avatar: suggestions appear 50 ms after focus or typing; the list is at most 200 px tall. */
export const COUNTRY_PICKER_DELAY_MS = 50;
export const COUNTRY_PICKER_MAX_HEIGHT_PX = 200;

export type PickerState = {
  /** What the input shows (a dial code once one is chosen, or what the user is typing). */
  query: string;
  open: boolean;
  /** Index of the highlighted suggestion, -1 for none. */
  active: number;
};

export type PickerAction =
  | { type: "type"; query: string }
  | { type: "open" }
  | { type: "close" }
  | { type: "move"; delta: 1 | -1; count: number }
  | { type: "edge"; to: "first" | "last"; count: number }
  | { type: "select"; dialCode: string }
  /** The form value changed from outside (reset, cancel). */
  | { type: "sync"; query: string };

export const initialPickerState = (query: string): PickerState => ({ query, open: false, active: -1 });

export function pickerReducer(state: PickerState, action: PickerAction): PickerState {
  switch (action.type) {
    case "type":
      // The list reopens (after the delay) with the new matches; nothing highlighted yet.
      return { query: action.query, open: state.open, active: -1 };
    case "open":
      return state.open ? state : { ...state, open: true, active: -1 };
    case "close":
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state;
    case "move": {
      if (action.count <= 0) return { ...state, open: true, active: -1 };
      if (!state.open || state.active === -1) {
        return { ...state, open: true, active: action.delta > 0 ? 0 : action.count - 1 };
      }
      return { ...state, active: (state.active + action.delta + action.count) % action.count };
    }
    case "edge":
      if (!state.open || action.count <= 0) return state;
      return { ...state, active: action.to === "first" ? 0 : action.count - 1 };
    case "select":
      return { query: action.dialCode, open: false, active: -1 };
    case "sync":
      return state.query === action.query ? state : { query: action.query, open: false, active: -1 };
  }
}

/** What a key does in the picker's input; null when the key is not the picker's. */
export function keyToAction(
  key: string,
  state: PickerState,
  options: readonly CountryDialCode[],
): PickerAction | null {
  const count = options.length;
  switch (key) {
    case "ArrowDown":
      return { type: "move", delta: 1, count };
    case "ArrowUp":
      return { type: "move", delta: -1, count };
    case "Home":
      return state.open ? { type: "edge", to: "first", count } : null;
    case "End":
      return state.open ? { type: "edge", to: "last", count } : null;
    case "Enter": {
      if (!state.open || state.active < 0) return null;
      const option = options[state.active];
      return option ? { type: "select", dialCode: option.dialCode } : null;
    }
    case "Escape":
      return state.open ? { type: "close" } : null;
    default:
      return null;
  }
}

/** The suggestions for what is typed (docs/product.md#accounts: name substring, or dial-code prefix when numeric). */
export function suggestionsFor(query: string): CountryDialCode[] {
  return searchCountries(query);
}

/** The country a complete dial code belongs to, for the flag shown beside it ("+1" has several: the first). */
export function countryForDialCode(dialCode: string): CountryDialCode | undefined {
  const code = dialCode.trim();
  if (!/^\+\d+$/.test(code)) return undefined;
  return searchCountries(code).find((country) => country.dialCode === code);
}
