import { PLATFORMS, type Platform } from "@clutch/contract";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ChevronDownIcon } from "../../../components/ui/icons";
import { useDebouncedValue } from "../hooks/use-debounced-value";

import type { Option } from "../lib/options";

export { type Option, relatedOptions } from "../lib/options";

function SearchIcon({ className = "" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      className={className}
    >
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </svg>
  );
}

const fieldLabel = "font-display text-eyebrow font-bold text-fg-subtle uppercase";
const inputShell =
  "h-11 w-full rounded-control border border-surface-border-strong bg-ink-900/80 text-sm text-fg placeholder:text-fg-subtle transition hover:border-brand-400/50 focus:border-brand-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300";

type SearchFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Debounce the `onChange` calls by this many ms (0: every keystroke). */
  debounceMs?: number;
  className?: string;
};

/**
 * A name search box. With `debounceMs`, typing is local and `onChange` gets the text once typing
 * pauses (or on Enter); a new `value` from outside (back/forward) replaces the text.
 */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  debounceMs = 0,
  className = "",
}: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, debounceMs);
  const committed = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (debounceMs > 0 && debounced !== committed.current) {
      committed.current = debounced;
      onChangeRef.current(debounced);
    }
  }, [debounced, debounceMs]);

  const change = (next: string) => {
    setText(next);
    if (debounceMs === 0) {
      committed.current = next;
      onChange(next);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text !== committed.current) {
      committed.current = text;
      onChange(text);
    }
  };

  return (
    <search className={className}>
      <form onSubmit={submit} className="flex flex-col gap-1.5">
        <label htmlFor={id} className={fieldLabel}>
          {label}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-fg-subtle" />
          <input
            id={id}
            type="search"
            value={text}
            onChange={(event) => change(event.target.value)}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            className={`${inputShell} pr-3 pl-10`}
          />
        </div>
      </form>
    </search>
  );
}

type SelectFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  className?: string;
};

export function SelectField({ label, value, onChange, options, className = "" }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputShell} cursor-pointer appearance-none truncate pr-9 pl-3`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-muted" />
      </div>
    </div>
  );
}

type ChipGroupProps = {
  legend: string;
  /** Show the legend, or keep it for screen readers only. */
  showLegend?: boolean;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  className?: string;
};

/** A single-choice set of chips: native radio buttons (arrow keys move between them). */
export function ChipGroup({
  legend,
  showLegend = true,
  name,
  value,
  onChange,
  options,
  className = "",
}: ChipGroupProps) {
  const groupName = `${name}${useId()}`;
  return (
    <fieldset className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <legend className={showLegend ? `${fieldLabel} mb-1.5` : "sr-only"}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="relative cursor-pointer rounded-chip border border-surface-border-strong bg-ink-900/70 px-3.5 py-2 font-display text-xs font-bold tracking-[0.12em] text-fg-muted uppercase transition select-none hover:border-brand-400/60 hover:text-fg has-checked:border-brand-400 has-checked:bg-brand-400/15 has-checked:text-brand-200 has-checked:shadow-glow has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-300"
          >
            <input
              type="radio"
              name={groupName}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const PLATFORM_OPTIONS: readonly Option[] = [
  { value: "", label: "All" },
  ...PLATFORMS.map((platform) => ({ value: platform, label: platform })),
];

export function PlatformChips({
  value,
  onChange,
  className,
}: {
  value: Platform | "";
  onChange: (value: Platform | "") => void;
  className?: string;
}) {
  return (
    <ChipGroup
      legend="Platform"
      name="platform"
      value={value}
      onChange={(next) => onChange(next as Platform | "")}
      options={PLATFORM_OPTIONS}
      className={className}
    />
  );
}
