import { type GameRef, paths } from "@clutch/contract";
import { Link } from "react-router";
import { Artwork } from "./ui/Artwork";

/** A small game link: logo and name (course and coach pages, plan cards). */
export function GameChip({ game }: { game: GameRef }) {
  return (
    <Link
      to={paths.game(game._id)}
      className="inline-flex items-center gap-2 rounded-control border border-surface-border bg-ink-800/60 py-1.5 pr-3 pl-1.5 text-sm font-semibold text-fg transition hover:border-brand-400/60 hover:text-brand-200"
    >
      <Artwork src={game.gameLogo} alt="" width={28} height={28} className="size-7 rounded-md object-cover" />
      {game.name}
    </Link>
  );
}
