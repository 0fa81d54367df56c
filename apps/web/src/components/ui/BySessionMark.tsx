import type { ReactNode } from "react";

/**
 * A visitor's content and a member's, both in the page, one shown by the session mark the head
 * script sets before the first paint (docs/decisions/015-no-signed-out-flash.md): for what is drawn
 * before the app knows who is looking (the server's render, and the app's first render over it).
 * `block` lays each out as a block; otherwise they are inline text.
 */
export function BySessionMark({
  visitor,
  member,
  block = false,
}: {
  visitor: ReactNode;
  member: ReactNode;
  block?: boolean;
}) {
  if (block) {
    return (
      <>
        <div className="member:hidden">{visitor}</div>
        <div className="hidden member:block">{member}</div>
      </>
    );
  }
  return (
    <>
      <span className="member:hidden">{visitor}</span>
      <span className="hidden member:inline">{member}</span>
    </>
  );
}
