import type { ReactNode } from "react";
import { toggleStyles } from "./styles";

type StatusTogglesProps<T extends string> = {
  options: readonly T[];
  value: T;
  label: (option: T) => ReactNode;
  onChange: (option: T) => void;
};

/** A list's status filter: a row of pressed/unpressed toggles, one chosen. */
export function StatusToggles<T extends string>({ options, value, label, onChange }: StatusTogglesProps<T>) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Status</legend>
      <div className="flex flex-wrap gap-1 rounded-card border border-surface-border bg-surface/70 p-1">
        {options.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === value}
            className={toggleStyles(option === value)}
            onClick={() => onChange(option)}
          >
            {label(option)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
