import { useState } from "react";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { GateFrame } from "./GateFrame";

function download(codes: readonly string[]): void {
  const url = URL.createObjectURL(new Blob([`${codes.join("\n")}\n`], { type: "text/plain" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "clutch-academy-recovery-codes.txt";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The recovery codes, shown once right after the set-up, until the operator says they are saved. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied("Copied to the clipboard");
    } catch {
      setCopied("Could not copy: select the codes and copy them by hand");
    }
  };
  return (
    <GateFrame
      title="Your recovery codes"
      lead="Each code signs you in once if you lose your authenticator app. They are shown only now: copy or download them and keep them somewhere safe."
    >
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-card border border-surface-border bg-ink-900/80 p-4 font-mono text-sm text-fg select-all"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonStyles.secondary} onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => download(codes)}>
          Download
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm text-success-400">
        {copied}
      </p>
      <button type="button" className={buttonStyles.primary} onClick={onDone}>
        I have saved them
      </button>
    </GateFrame>
  );
}
