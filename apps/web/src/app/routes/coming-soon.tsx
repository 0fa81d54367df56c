import { ComingSoon } from "../../components/ComingSoon";

/* Catalogue sections that show a Coming Soon screen in this build (SPEC §2). */

export function GamesRoute() {
  return <ComingSoon title="Games" />;
}

export function CoachesRoute() {
  return <ComingSoon title="Coaches" />;
}

export function CoursesRoute() {
  return <ComingSoon title="Courses" />;
}

export function GuidesRoute() {
  return <ComingSoon title="Guides" />;
}

export function SubscriptionPackagesRoute() {
  return <ComingSoon title="Subscription Packages" />;
}

export function GameSubscriptionPackagesRoute() {
  return <ComingSoon title="Game Subscription Packages" />;
}

export function TeamPlansRoute() {
  return <ComingSoon title="Team Plans" />;
}
