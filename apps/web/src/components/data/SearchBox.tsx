import { useEffect, useRef, useState } from "react";
import { TextField } from "../ui/form";

const SEARCH_DELAY_MS = 300;

/** A search field that reports what was typed once typing pauses. */
export function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <div className="w-full sm:max-w-xs">
      <TextField
        type="search"
        label={label}
        value={text}
        autoComplete="off"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => onSearch(next.trim()), SEARCH_DELAY_MS);
        }}
      />
    </div>
  );
}
