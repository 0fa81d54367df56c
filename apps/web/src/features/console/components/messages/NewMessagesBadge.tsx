import { NEW_MESSAGES_COUNT, useAdminListMessagesQuery } from "../../messages-api";

/** How many contact messages wait for an answer, beside the Messages section (nothing when none). */
export function NewMessagesBadge() {
  const { data } = useAdminListMessagesQuery(NEW_MESSAGES_COUNT);
  const waiting = data?.counts.new ?? 0;
  if (waiting === 0) return null;
  return (
    <span className="ml-2 inline-grid min-w-5 place-items-center rounded-full bg-highlight-400 px-1.5 py-0.5 text-[0.65rem] leading-none font-black text-ink-950">
      {waiting}
      <span className="sr-only"> new</span>
    </span>
  );
}
