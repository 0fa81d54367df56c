import { type Ref, useEffect, useId, useMemo, useReducer, useRef } from "react";
import { fieldAria, inputStyles, labelStyles } from "../../../components/ui/form";
import {
  COUNTRY_PICKER_DELAY_MS,
  COUNTRY_PICKER_MAX_HEIGHT_PX,
  countryForDialCode,
  initialPickerState,
  keyToAction,
  pickerReducer,
  suggestionsFor,
} from "../lib/country-picker";

type CountryCodePickerProps = {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  label?: string;
  readOnly?: boolean;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The phone's country code (docs/product.md#profile-and-avatar): an ARIA 1.2 combobox over the contract's country list.
 * Suggestions show 50 ms after focus or typing, match names (or dial-code prefixes when the input
 * is numeric), and close on a choice. Arrow keys move, Home/End jump, Enter chooses, Escape closes.
 */
export function CountryCodePicker({
  value,
  onChange,
  onBlur,
  name,
  label = "Country code",
  readOnly = false,
  error,
  ref,
}: CountryCodePickerProps) {
  const inputId = useId();
  const listId = useId();
  const [state, dispatch] = useReducer(pickerReducer, value, initialPickerState);
  const timer = useRef<number | undefined>(undefined);
  const listRef = useRef<HTMLDivElement>(null);
  const options = useMemo(() => suggestionsFor(state.query), [state.query]);
  const selected = countryForDialCode(value);
  const open = state.open && !readOnly;

  // Cancel and reset come from the form: show its value.
  useEffect(() => {
    dispatch({ type: "sync", query: value });
  }, [value]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Keep the highlighted option in view.
  useEffect(() => {
    if (!open || state.active < 0) return;
    const option = listRef.current?.children[state.active];
    if (option instanceof HTMLElement) option.scrollIntoView({ block: "nearest" });
  }, [open, state.active]);

  const openSoon = () => {
    if (readOnly) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => dispatch({ type: "open" }), COUNTRY_PICKER_DELAY_MS);
  };

  const choose = (dialCode: string) => {
    window.clearTimeout(timer.current);
    dispatch({ type: "select", dialCode });
    onChange(dialCode);
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={inputId} className={labelStyles}>
        {label}
      </label>
      <div className="relative">
        {selected ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 grid place-items-center text-lg"
          >
            {selected.flag}
          </span>
        ) : null}
        <input
          ref={ref}
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && state.active >= 0 ? optionId(state.active) : undefined}
          readOnly={readOnly}
          placeholder={readOnly ? "Not set" : "+91 or India"}
          value={state.query}
          className={`${inputStyles} ${selected ? "pl-10" : ""}`}
          {...fieldAria(inputId, error)}
          onFocus={openSoon}
          onBlur={() => {
            window.clearTimeout(timer.current);
            dispatch({ type: "close" });
            onBlur?.();
          }}
          onChange={(event) => {
            dispatch({ type: "type", query: event.target.value });
            onChange(event.target.value);
            openSoon();
          }}
          onKeyDown={(event) => {
            if (readOnly) return;
            const action = keyToAction(event.key, state, options);
            if (!action) return;
            event.preventDefault();
            // Escape closes the list, not the dialog or page around it.
            event.stopPropagation();
            if (action.type === "select") choose(action.dialCode);
            else dispatch(action);
          }}
        />
      </div>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label="Countries"
        hidden={!open}
        style={{ maxHeight: COUNTRY_PICKER_MAX_HEIGHT_PX }}
        className="absolute top-full right-0 left-0 z-30 mt-1 overflow-y-auto overscroll-contain rounded-control border border-surface-border-strong bg-surface-raised py-1 shadow-menu sm:min-w-72"
      >
        {options.length === 0 ? (
          <div
            role="option"
            tabIndex={-1}
            aria-selected="false"
            aria-disabled="true"
            className="px-3 py-2 text-sm text-fg-muted"
          >
            No matching country
          </div>
        ) : (
          options.map((country, index) => (
            <div
              key={`${country.iso2}${country.dialCode}`}
              tabIndex={-1}
              id={optionId(index)}
              role="option"
              aria-selected={index === state.active}
              // Keep focus in the input: choose on press, before the input's blur closes the list.
              onPointerDown={(event) => {
                event.preventDefault();
                choose(country.dialCode);
              }}
              className={`flex cursor-pointer items-center gap-2.5 px-3 py-2 text-sm ${
                index === state.active
                  ? "bg-brand-400/15 text-fg"
                  : "text-fg-muted hover:bg-white/5 hover:text-fg"
              }`}
            >
              <span aria-hidden="true" className="text-base">
                {country.flag}
              </span>
              <span className="min-w-0 flex-1 truncate">{country.name}</span>
              <span className="font-mono text-xs text-fg-muted">{country.dialCode}</span>
            </div>
          ))
        )}
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm leading-snug text-danger-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
