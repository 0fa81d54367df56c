import { messages } from "@clutch/contract";
import { ErrorState } from "../../../components/ui/ErrorState";
import { LoadingState } from "../../../components/ui/LoadingState";
import { errorMessage } from "../../../lib/api-error";
import { useListGamesQuery } from "../api";
import { GameCard } from "./GameCard";

/** The most popular games (`GET /api/game?limit=6`, sorted by popularity by default). */
export function TopGames({ limit = 6 }: { limit?: number }) {
  const { data, error, isLoading, isFetching, refetch } = useListGamesQuery({ limit });

  if (isLoading) return <LoadingState />;
  if (error) {
    return (
      <ErrorState
        message={errorMessage(error, messages.catalogue.fetchGamesFailed)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  const games = data?.data ?? [];
  if (games.length === 0) {
    return <p className="py-10 text-center text-fg-muted">No games yet. New titles land here soon.</p>;
  }
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {games.map((game, index) => (
        <li key={game._id}>
          <GameCard game={game} rank={index + 1} />
        </li>
      ))}
    </ul>
  );
}
