import { paths } from "@clutch/contract";
import { Link, useNavigate } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/Container";
import { ArrowRightIcon } from "../../components/ui/icons";
import { site } from "../../config/site";
import { selectIsSignedIn } from "../../features/auth/authSlice";
import { TopGames } from "../../features/catalogue/components/TopGames";
import { openModal } from "../../features/modals/modalSlice";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { useAppDispatch, useAppSelector } from "../hooks";

const PILLARS = [
  { title: "Elite Training", text: "Train with elite professionals, one-to-one or as a team." },
  { title: "Performance Tracking", text: "Get in-depth performance analysis after every session." },
  {
    title: "Career Opportunities",
    text: "Advance your gaming career in a community of elite gamers and coaches.",
  },
] as const;

function HeroEmblem() {
  return (
    <svg viewBox="0 0 400 400" aria-hidden="true" focusable="false" className="size-full">
      <defs>
        <linearGradient id="hero-edge" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-brand-300)" />
          <stop offset="0.55" stopColor="var(--color-violet-500)" />
          <stop offset="1" stopColor="var(--color-highlight-400)" />
        </linearGradient>
        <radialGradient id="hero-core" cx="0.5" cy="0.45" r="0.55">
          <stop offset="0" stopColor="var(--color-violet-500)" stopOpacity="0.55" />
          <stop offset="0.6" stopColor="var(--color-brand-500)" stopOpacity="0.12" />
          <stop offset="1" stopColor="var(--color-ink-950)" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="200" cy="200" r="190" fill="url(#hero-core)" />
      <g fill="none" strokeLinejoin="round">
        <polygon
          points="200,30 347,115 347,285 200,370 53,285 53,115"
          stroke="url(#hero-edge)"
          strokeWidth="3"
        />
        <polygon
          points="200,70 312,135 312,265 200,330 88,265 88,135"
          stroke="var(--color-ink-500)"
          strokeDasharray="6 10"
          className="animate-pulse-glow"
        />
        <polygon
          points="200,112 276,156 276,244 200,288 124,244 124,156"
          stroke="var(--color-brand-400)"
          strokeOpacity="0.5"
        />
      </g>
      {/* The "C" mark of the wordmark, large. */}
      <path
        d="M236 150h-72l-40 40v20l40 40h72l24-24h-40l-16 16h-28l-24-24v-4l24-24h28l16 16h40z"
        fill="url(#hero-edge)"
      />
      <path d="M244 193h34l-14 22h-34z" fill="var(--color-highlight-400)" />
      <g stroke="var(--color-brand-300)" strokeWidth="2" strokeLinecap="round">
        <path d="M20 60h40M20 60v26" />
        <path d="M380 340h-40M380 340v-26" />
      </g>
    </svg>
  );
}

/** Placeholder home (the full home page is a later issue): hero plus the top games list. */
export function HomeRoute() {
  useDocumentTitle("Home");
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);

  // SPEC §1: Get Started goes to the games for a signed-in user and opens login for a visitor.
  const getStarted = () => {
    if (signedIn) navigate(paths.games);
    else dispatch(openModal("login"));
  };

  return (
    <>
      <section className="relative isolate overflow-hidden">
        <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10" />
        <div
          aria-hidden="true"
          className="absolute -top-40 right-[-10rem] -z-10 size-[36rem] rounded-full bg-violet-600/20 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute top-40 left-[-12rem] -z-10 size-[28rem] rounded-full bg-brand-500/15 blur-3xl"
        />
        <Container className="grid items-center gap-12 pt-14 pb-16 sm:pt-20 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:pt-24 lg:pb-24">
          <div className="flex flex-col gap-7">
            <p className="flex items-center gap-3 font-display text-eyebrow font-bold uppercase text-brand-300">
              <span aria-hidden="true" className="h-px w-10 bg-linear-to-r from-brand-400 to-transparent" />
              Esports coaching &amp; e-learning
            </p>
            <h1 className="font-display font-black uppercase italic">
              <span className="block text-display-xl text-balance text-fg">Level up your game with</span>
              <span className="text-gradient-brand mt-1 block pr-3 pb-1 text-display-2xl">
                {site.wordmark}
              </span>
            </h1>
            <p className="max-w-xl text-lg leading-relaxed text-fg-muted">{site.tagline}</p>
            <div className="flex flex-wrap items-center gap-3">
              <button type="button" onClick={getStarted} className={buttonStyles.primary}>
                Get Started <ArrowRightIcon className="size-4" />
              </button>
              <Link to={paths.courses} className={buttonStyles.secondary}>
                Explore courses
              </Link>
            </div>
          </div>
          <div className="relative mx-auto hidden aspect-square w-full max-w-md lg:block">
            <HeroEmblem />
          </div>
        </Container>
        <Container className="pb-6">
          <ul className="grid gap-3 sm:grid-cols-3">
            {PILLARS.map((pillar) => (
              <li
                key={pillar.title}
                className="rounded-card border border-surface-border bg-surface/70 p-5 shadow-card backdrop-blur"
              >
                <h2 className="font-display text-sm font-extrabold uppercase tracking-[0.16em] text-fg">
                  <span aria-hidden="true" className="mr-2 inline-block size-2 rotate-45 bg-highlight-400" />
                  {pillar.title}
                </h2>
                <p className="mt-2 text-sm leading-relaxed text-fg-muted">{pillar.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="top-games-heading" className="pt-16">
        <Container className="flex flex-col gap-8">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <p className="font-display text-eyebrow font-bold uppercase text-brand-300">Most popular</p>
              <h2
                id="top-games-heading"
                className="mt-2 font-display text-display-lg font-black uppercase italic text-fg"
              >
                Top games
              </h2>
            </div>
            <Link
              to={paths.games}
              className="group inline-flex items-center gap-2 font-display text-sm font-bold uppercase tracking-[0.14em] text-brand-300 hover:text-brand-200"
            >
              All games <ArrowRightIcon className="size-4 transition group-hover:translate-x-1" />
            </Link>
          </div>
          <TopGames limit={6} />
        </Container>
      </section>
    </>
  );
}
