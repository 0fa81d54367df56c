import { messages, paths } from "@clutch/contract";
import { Link, useParams } from "react-router";
import { GameSubscriptionDialog } from "../../components/GameSubscriptionDialog";
import { NotFound } from "../../components/NotFound";
import { buttonStyles } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/Container";
import { ErrorState } from "../../components/ui/ErrorState";
import { LoadingState } from "../../components/ui/LoadingState";
import { PageHeader } from "../../components/ui/PageHeader";
import { useGetGameQuery } from "../../features/catalogue/api";
import {
  useListGamePackagesQuery,
  useListPackagesQuery,
  useListTeamPlansQuery,
} from "../../features/plans/api";
import { PlanCard } from "../../features/plans/components/PlanCard";
import { useAppDispatch } from "../../hooks/store";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { isNotFound, type QueryState } from "../../lib/api-error";
import { openModal } from "../../lib/modals";

/* Subscription packages, game subscription packages and team plans (docs/product.md#routes), lazily loaded. */

const grid = "grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3";

function Backdrop() {
  return (
    <div aria-hidden="true" className="bg-grid absolute inset-x-0 -top-16 -bottom-10 -z-10 opacity-80" />
  );
}

/** Loading..., or the page's fixed failure sentence (docs/product.md#messages), or null once the list is there. */
function ListStatus({ query, failed }: { query: QueryState; failed: string }) {
  if (query.isLoading) return <LoadingState />;
  if (query.error) {
    return <ErrorState message={failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return null;
}

export function SubscriptionPackagesRoute() {
  useDocumentTitle(
    "Subscription Packages",
    "Monthly Clutch Academy subscription packages in INR: courses, guides and coaching for the games you play.",
  );
  const query = useListPackagesQuery();
  const packages = query.data?.data ?? [];
  return (
    <Container className="flex flex-col gap-12 py-12 sm:py-16">
      <div className="relative">
        <Backdrop />
        <PageHeader eyebrow="Subscription" title="Subscription packages">
          One monthly plan, every lesson you need. Pick the package that matches your grind; prices are in
          INR.
        </PageHeader>
      </div>
      <ListStatus query={query} failed={messages.catalogue.fetchPackagesFailed} />
      {query.data ? (
        packages.length > 0 ? (
          <ul className={grid}>
            {packages.map((item, index) => (
              <li key={item._id}>
                <PlanCard {...item} highlighted={index === 1} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-fg-muted">No subscription packages yet.</p>
        )
      ) : null}
      {/* Below the list, once it is in: shown under "Loading...", the list would push it down. */}
      {query.isLoading ? null : (
        <aside className="flex flex-col items-start justify-between gap-4 rounded-panel border border-violet-500/30 bg-linear-to-r from-violet-500/15 to-transparent p-6 sm:flex-row sm:items-center sm:p-8">
          <div>
            <h2 className="font-display text-display-md font-black text-fg uppercase italic">
              Training a whole roster?
            </h2>
            <p className="mt-2 text-fg-muted">Team plans bring seats, scrim reviews and a dedicated coach.</p>
          </div>
          <Link to={paths.teamPlans} className={buttonStyles.secondary}>
            See team plans
          </Link>
        </aside>
      )}
    </Container>
  );
}

export function GameSubscriptionPackagesRoute() {
  const gameId = useParams().gameId ?? "";
  const dispatch = useAppDispatch();
  const game = useGetGameQuery(gameId);
  const query = useListGamePackagesQuery(gameId);
  const name = game.data?.data.name;
  const gameMissing = isNotFound(game.error) || isNotFound(query.error);
  useDocumentTitle(
    gameMissing
      ? messages.catalogue.gameNotFound
      : name
        ? `${name} Subscription Packages`
        : "Game Subscription Packages",
    name
      ? `Monthly Clutch Academy packages that include ${name}: courses, guides and coaching, in INR.`
      : undefined,
  );
  if (gameMissing) {
    return (
      <NotFound
        title={messages.catalogue.gameNotFound}
        description="This game doesn't exist or is no longer available."
        backTo={{ to: paths.subscriptionPackages, label: "All packages" }}
      />
    );
  }
  const packages = query.data?.data ?? [];
  return (
    <Container className="flex flex-col gap-12 py-12 sm:py-16">
      <div className="relative flex flex-col gap-6">
        <Backdrop />
        <nav aria-label="Breadcrumb">
          <Link
            to={name ? paths.game(gameId) : paths.subscriptionPackages}
            className="font-display text-xs font-bold tracking-[0.14em] text-fg-muted uppercase hover:text-brand-200"
          >
            <span aria-hidden="true">← </span>
            {name ? `Back to ${name}` : "All packages"}
          </Link>
        </nav>
        <PageHeader eyebrow={name ?? "Game subscription"} title="Game subscription packages">
          Packages that include {name ?? "this game"}. Prices are in INR, billed monthly.
        </PageHeader>
        <div>
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={() => dispatch(openModal("gameSubscription"))}
          >
            Game subscription offer
          </button>
        </div>
      </div>
      <ListStatus query={query} failed={messages.catalogue.fetchGamePackagesFailed} />
      {query.data ? (
        packages.length > 0 ? (
          <ul className={grid}>
            {packages.map((item) => (
              <li key={item._id}>
                <PlanCard {...item} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-fg-muted">No package includes this game yet.</p>
        )
      ) : null}
      <GameSubscriptionDialog gameName={name} />
    </Container>
  );
}

export function TeamPlansRoute() {
  useDocumentTitle(
    "Team Plans",
    "Clutch Academy team plans: seats for your whole roster, scrim reviews and a dedicated esports coach, in INR.",
  );
  const query = useListTeamPlansQuery();
  const plans = query.data?.data ?? [];
  return (
    <Container className="flex flex-col gap-12 py-12 sm:py-16">
      <div className="relative">
        <Backdrop />
        <PageHeader eyebrow="Team coaching" title="Team plans">
          Coaching for squads, college teams and academies: shared seats, team reviews and a coach who knows
          your roster.
        </PageHeader>
      </div>
      <ListStatus query={query} failed="Failed to fetch team plans" />
      {query.data ? (
        plans.length > 0 ? (
          <ul className={grid}>
            {plans.map((plan, index) => (
              <li key={plan._id}>
                <PlanCard
                  {...plan}
                  highlighted={index === 1}
                  detail={
                    <p className="font-display text-sm font-bold tracking-wider text-brand-200 uppercase">
                      {plan.seats} seats
                    </p>
                  }
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-fg-muted">No team plans yet.</p>
        )
      ) : null}
    </Container>
  );
}
