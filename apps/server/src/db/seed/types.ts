import type { COACH_FLAGS, COURSE_FLAGS, GAME_FLAGS, GUIDE_FLAGS, Platform } from "@clutch/contract";

/**
 * The shape of the demo catalogue. Items refer to each other by `key` (a slug); the loader turns
 * keys into stable ids and derives artwork URLs from them (see media.ts).
 */
type Flags<F extends readonly string[]> = Partial<Record<F[number], boolean>>;

export interface DemoChapter {
  name: string;
  summary: string;
  description: string;
  /** Unapproved chapters exist in the data but never appear in a public answer. */
  isApproved?: boolean;
}

export interface DemoTestimonial {
  text: string;
  author: string;
}

interface DemoGame {
  key: string;
  name: string;
  platform: Platform;
  summary: string;
  popularity: number;
  flags: Flags<typeof GAME_FLAGS>;
  isApproved?: boolean;
  disabled?: boolean;
  /** How long ago the item was added; drives the "newest" sort. */
  addedDaysAgo: number;
}

interface DemoCoach {
  key: string;
  name: string;
  bio: string;
  /** 0..5, one decimal. */
  rating: number;
  popularity: number;
  student: number;
  achievements: string;
  country: string;
  areaOfoperation: string;
  motableTeams: string[];
  platform: Platform;
  games: string[];
  testimonials: DemoTestimonial[];
  flags: Flags<typeof COACH_FLAGS>;
  disabled?: boolean;
  addedDaysAgo: number;
}

interface DemoCourse {
  key: string;
  name: string;
  /** Whole rupees; 0 is free. */
  price: number;
  overview: string;
  platform: Platform;
  popularity: number;
  games: string[];
  coaches: string[];
  chapters: DemoChapter[];
  flags: Flags<typeof COURSE_FLAGS>;
  isApproved?: boolean;
  disabled?: boolean;
  addedDaysAgo: number;
}

interface DemoGuide {
  key: string;
  name: string;
  summary: string;
  ranking: number;
  upvotes: number;
  price: number;
  games: string[];
  coaches: string[];
  chapters: DemoChapter[];
  testimonials: DemoTestimonial[];
  flags: Flags<typeof GUIDE_FLAGS>;
  isApproved?: boolean;
  disabled?: boolean;
  addedDaysAgo: number;
}

interface DemoPackage {
  key: string;
  name: string;
  description: string;
  price: number;
  features: string[];
  games: string[];
}

interface DemoTeamPlan {
  key: string;
  name: string;
  description: string;
  price: number;
  period: string;
  seats: number;
  features: string[];
}

export interface DemoCatalogue {
  games: DemoGame[];
  coaches: DemoCoach[];
  courses: DemoCourse[];
  guides: DemoGuide[];
  packages: DemoPackage[];
  teamPlans: DemoTeamPlan[];
}
