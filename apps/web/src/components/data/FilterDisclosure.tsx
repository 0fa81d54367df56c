import { type ReactNode, useId, useRef, useState } from "react";
import { buttonStyles } from "../ui/button-styles";
import { ChevronDownIcon } from "../ui/icons";

type FilterDisclosureProps = {
  /** The button's text on a phone, e.g. "Search and filters". */
  label: string;
  /** The filters as applied (empty: not in use): how many are in use shows beside the label. */
  filters: Readonly<Record<string, string>>;
  /** The filter form. */
  children: ReactNode;
};

/**
 * A list's filter form, in full from Tailwind's `sm` breakpoint up. On a phone it would fill the
 * first screen and push the results below it, so there it folds behind a button that says how
 * many filters are in use. Applying the form (its submit) folds it again and focuses the button,
 * the new results in view below it. Only CSS tells the two apart, so every screen renders the same.
 */
export function FilterDisclosure({ label, filters, children }: FilterDisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const inUse = Object.values(filters).filter((value) => value !== "").length;
  const fold = () => {
    if (!open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div>
      <button
        ref={toggle}
        type="button"
        className={`${buttonStyles.secondary} w-full sm:hidden`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span>{label}</span>
        <span className="flex items-center gap-2">
          {inUse > 0 ? (
            <span className="rounded-full bg-brand-400/20 px-2 py-0.5 text-xs text-brand-200">
              {inUse} in use
            </span>
          ) : null}
          <ChevronDownIcon className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
        </span>
      </button>
      <div id={panelId} className={open ? "max-sm:mt-3" : "max-sm:hidden"} onSubmit={fold}>
        {children}
      </div>
    </div>
  );
}
