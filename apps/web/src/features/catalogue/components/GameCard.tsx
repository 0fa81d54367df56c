import { formatCount, type Game, paths } from "@clutch/contract";
import { Link } from "react-router";
import { Artwork, CARD_IMAGE_SIZES, type ImageLoading } from "../../../components/ui/Artwork";

type GameCardProps = {
  game: Pick<Game, "_id" | "name" | "platform" | "headerImage" | "gameLogo" | "popularity">;
  rank?: number;
  loading?: ImageLoading;
};

export function GameCard({ game, rank, loading }: GameCardProps) {
  return (
    <Link
      to={paths.game(game._id)}
      className="group relative flex h-full flex-col overflow-hidden rounded-card border border-surface-border bg-surface shadow-card transition duration-300 ease-snap hover:-translate-y-1 hover:border-brand-400/60 hover:shadow-glow"
    >
      <div className="relative aspect-[16/9] overflow-hidden">
        <Artwork
          src={game.headerImage}
          alt=""
          width={640}
          height={360}
          sizes={CARD_IMAGE_SIZES}
          loading={loading}
          className="size-full object-cover transition duration-500 group-hover:scale-105"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-linear-to-t from-surface via-surface/10 to-transparent"
        />
        {rank !== undefined ? (
          <span className="clip-corners absolute top-3 left-3 bg-ink-950/80 px-2.5 py-1 font-display text-xs font-black italic text-highlight-300 backdrop-blur">
            #{rank}
          </span>
        ) : null}
      </div>
      <div className="relative -mt-8 flex flex-1 items-end gap-3 px-4 pb-4">
        <Artwork
          src={game.gameLogo}
          alt=""
          width={56}
          height={56}
          loading={loading === "first" ? "eager" : loading}
          className="size-14 shrink-0 rounded-xl border border-surface-border-strong object-cover shadow-card"
        />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-display text-lg font-extrabold uppercase tracking-wide text-fg group-hover:text-brand-200">
            {game.name}
          </h3>
          <p className="mt-1 flex items-center gap-2 text-xs text-fg-muted">
            <span className="rounded-chip border border-surface-border px-1.5 py-0.5 font-semibold uppercase tracking-wider">
              {game.platform}
            </span>
            <span>
              <span className="sr-only">Popularity </span>
              {formatCount(game.popularity)} players
            </span>
          </p>
        </div>
      </div>
    </Link>
  );
}
