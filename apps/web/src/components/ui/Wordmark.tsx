import { useId } from "react";
import { site } from "../../config/site";

type WordmarkProps = { className?: string; textClassName?: string; size?: "md" | "lg" };

/** The text logo "CLUTCH ACADEMY" with its mark; no dependency on the logo file. */
export function Wordmark({ className = "", textClassName = "", size = "md" }: WordmarkProps) {
  const gradientId = `wm${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const [first, ...rest] = site.wordmark.split(" ");
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <svg
        viewBox="0 0 64 64"
        aria-hidden="true"
        focusable="false"
        className={size === "lg" ? "size-10" : "size-8 sm:size-9"}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="var(--color-brand-300)" />
            <stop offset="1" stopColor="var(--color-violet-500)" />
          </linearGradient>
        </defs>
        <rect
          x="2"
          y="2"
          width="60"
          height="60"
          rx="14"
          fill="var(--color-ink-800)"
          stroke="var(--color-ink-600)"
        />
        <path
          d="M40 14H24L14 24v16l10 10h16l6-6h-9l-4 4h-6l-6-6V27l6-6h6l4 4h9z"
          fill={`url(#${gradientId})`}
        />
        <path d="M42 29h8l-4 6h-8z" fill="var(--color-highlight-400)" />
      </svg>
      <span
        className={`font-display font-black italic leading-none tracking-[0.08em] ${size === "lg" ? "text-2xl" : "text-base sm:text-lg"} ${textClassName}`}
      >
        <span className="text-fg">{first}</span>{" "}
        <span className="text-gradient-brand pr-0.5">{rest.join(" ")}</span>
      </span>
    </span>
  );
}
