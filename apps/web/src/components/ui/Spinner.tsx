type SpinnerProps = { size?: "sm" | "md" | "lg"; className?: string };

const sizes = { sm: "size-4 border-2", md: "size-8 border-[3px]", lg: "size-12 border-4" } as const;

/** A decorative spinner; pair it with visible or screen-reader text (see LoadingState). */
export function Spinner({ size = "md", className = "" }: SpinnerProps) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin-slow rounded-full border-brand-400/25 border-t-brand-300 border-r-violet-400 ${sizes[size]} ${className}`}
    />
  );
}
