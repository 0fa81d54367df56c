import { type ChapterOutline, messages } from "@clutch/contract";
import type { ReactNode } from "react";
import { BySessionMark } from "../../../components/ui/BySessionMark";
import { errorMessage } from "../../../lib/api-error";
import { useGetOwnedCourseChaptersQuery, useGetOwnedGuideChaptersQuery } from "../api";
import { Note } from "../components/ChapterList";

type LockedKind = "course" | "guide";

/** The visitor, as the page passes it in (`useViewer` of features/auth). */
type Viewer = {
  /** False in the server's render and while the app takes it over. */
  known: boolean;
  signedIn: boolean;
  /** A stored session's user is on its way. */
  restoring: boolean;
  owns: (kind: LockedKind, id: string) => boolean;
  openLogin: () => void;
};

/** GET /api/course/:id/user and /api/guide/:id/user: the full chapters, for an owner or a free item. */
const OWNED_CHAPTERS = { course: useGetOwnedCourseChaptersQuery, guide: useGetOwnedGuideChaptersQuery };

const NOTES = {
  course: {
    loading: "Loading your chapters...",
    unavailable: (reason: string) =>
      `Chapter videos are not available right now (${reason}). Here is the outline.`,
    signInForFree: "This course is free: sign in to watch its chapters.",
    notOwned: messages.catalogue.courseNotOwned,
  },
  guide: {
    loading: "Loading the full chapter...",
    unavailable: (reason: string) => `The full text is not available right now (${reason}).`,
    signInForFree: "This guide is free: sign in to read every chapter in full.",
    notOwned: messages.catalogue.guideNotOwned,
  },
};

/**
 * A course's or guide's chapters as the viewer may see them (docs/product.md#owned-content): the full chapters (video
 * links, full text) for an owner, or for a signed-in user when the item is free; else the public
 * outlines, with a note saying why. `showPurchase` (docs/product.md#purchases): only when the item is not owned, not
 * free and its full chapters are not loaded.
 */
export function useLockedChapters(
  kind: LockedKind,
  item: { _id: string; price: number; chapters: readonly ChapterOutline[] },
  viewer: Viewer,
) {
  const owned = viewer.owns(kind, item._id);
  const free = item.price === 0;
  const canOpen = viewer.signedIn && (owned || free) && item.chapters.length > 0;
  const useOwnedChapters = OWNED_CHAPTERS[kind];
  const ownedChapters = useOwnedChapters(item._id, { skip: !canOpen });
  const fullChapters = ownedChapters.data?.chapters;
  const text = NOTES[kind];

  /** Why only the outlines show: loading, failed, sign in or not owned; null when nothing needs saying. */
  function lockNote(): ReactNode {
    if (canOpen && ownedChapters.isLoading) return <Note>{text.loading}</Note>;
    if (canOpen && ownedChapters.error) {
      return <Note tone="warning">{text.unavailable(errorMessage(ownedChapters.error, "unavailable"))}</Note>;
    }
    if (!viewer.signedIn && free) {
      if (viewer.restoring) return <Note>{text.loading}</Note>;
      const signIn = (
        <Note>
          {text.signInForFree}
          <button type="button" onClick={viewer.openLogin} className="font-bold underline underline-offset-4">
            Sign in
          </button>
        </Note>
      );
      if (viewer.known) return signIn;
      // Not known yet: a member's page shows the chapters loading, not a request to sign in.
      return <BySessionMark block visitor={signIn} member={<Note>{text.loading}</Note>} />;
    }
    if (!free && !owned) return <Note>{text.notOwned}.</Note>;
    return null;
  }

  return {
    owned,
    chapters: fullChapters ?? item.chapters,
    note: fullChapters ? null : lockNote(),
    showPurchase: !owned && !free && !fullChapters,
    /** Asks for the full chapters again: their video links expire, and a new answer has fresh ones. */
    refreshLinks: () => {
      if (canOpen) void ownedChapters.refetch();
    },
  };
}
