import type { SessionLevel } from "@clutch/contract";

interface DemoSessionType {
  level: SessionLevel;
  title: string;
  price: number;
  durationMinutes: number;
  topicsCovered: string[];
}

/** Weekly hours in the coach's zone: ISO weekday (1 = Monday) → [start, end] local times. */
type DemoWeek = Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, [string, string][]>>;

export interface DemoLiveOffer {
  timeZone: string;
  sessionTypes: DemoSessionType[];
  week: DemoWeek;
}

const EVENINGS: DemoWeek = {
  1: [["18:00", "22:00"]],
  2: [["18:00", "22:00"]],
  3: [["18:00", "22:00"]],
  4: [["18:00", "22:00"]],
  5: [["18:00", "22:00"]],
  6: [["10:00", "13:00"]],
};
const WEEKENDS_AND_WEDNESDAYS: DemoWeek = {
  3: [["19:00", "23:00"]],
  6: [
    ["11:00", "14:00"],
    ["16:00", "20:00"],
  ],
  7: [["11:00", "15:00"]],
};

const review = (game: string): DemoSessionType => ({
  level: "Beginner",
  title: `${game} VOD review`,
  price: 799,
  durationMinutes: 30,
  topicsCovered: ["One of your matches reviewed together", "Three habits to fix first", "A practice plan"],
});
const coaching = (game: string): DemoSessionType => ({
  level: "Intermediate",
  title: `1:1 ${game} coaching`,
  price: 1499,
  durationMinutes: 60,
  topicsCovered: ["Game sense and decision making", "Mechanics drills", "Live feedback in a custom game"],
});
const masterclass = (game: string): DemoSessionType => ({
  level: "Pro",
  title: `${game} pro masterclass`,
  price: 2999,
  durationMinutes: 90,
  topicsCovered: ["Team strategy and calls", "Scrim review", "Competitive mindset"],
});

/**
 * The live coaching each demo coach offers. Most coaches are in India (IST, no daylight saving);
 * one is in London, whose clocks change, one in Singapore and one in Dhaka.
 */
export const demoLiveOffers: Record<string, DemoLiveOffer> = {
  "arjun-mehta": {
    timeZone: "Asia/Kolkata",
    sessionTypes: [review("Valorant"), coaching("Valorant"), masterclass("Valorant")],
    week: EVENINGS,
  },
  "priya-nair": {
    timeZone: "Asia/Kolkata",
    sessionTypes: [review("BGMI"), coaching("BGMI")],
    week: WEEKENDS_AND_WEDNESDAYS,
  },
  "rohan-kapoor": {
    timeZone: "Asia/Kolkata",
    sessionTypes: [review("CS2"), coaching("CS2"), masterclass("CS2")],
    week: EVENINGS,
  },
  "lin-weijie": {
    timeZone: "Asia/Singapore",
    sessionTypes: [review("Dota 2"), coaching("Dota 2")],
    week: {
      1: [["19:00", "23:00"]],
      3: [["19:00", "23:00"]],
      5: [["19:00", "23:00"]],
      7: [["14:00", "18:00"]],
    },
  },
  "meera-iyer": {
    timeZone: "Asia/Kolkata",
    sessionTypes: [review("League of Legends"), coaching("League of Legends")],
    week: EVENINGS,
  },
  "kabir-singh": {
    timeZone: "Asia/Kolkata",
    sessionTypes: [coaching("Free Fire"), masterclass("Free Fire")],
    week: WEEKENDS_AND_WEDNESDAYS,
  },
  "sana-qureshi": {
    timeZone: "Asia/Kolkata",
    sessionTypes: [review("CODM"), coaching("CODM")],
    week: EVENINGS,
  },
  "daniel-okafor": {
    timeZone: "Europe/London",
    sessionTypes: [review("EA Sports FC"), coaching("EA Sports FC"), masterclass("EA Sports FC")],
    week: {
      2: [["17:00", "21:00"]],
      3: [["17:00", "21:00"]],
      4: [["17:00", "21:00"]],
      6: [["10:00", "16:00"]],
    },
  },
  "aditya-rao": {
    timeZone: "Asia/Kolkata",
    sessionTypes: [review("Apex Legends"), coaching("Apex Legends")],
    week: EVENINGS,
  },
  "vikram-desai": {
    timeZone: "Asia/Kolkata",
    sessionTypes: [coaching("Tekken 8"), masterclass("Tekken 8")],
    week: WEEKENDS_AND_WEDNESDAYS,
  },
  "ananya-bose": {
    timeZone: "Asia/Kolkata",
    sessionTypes: [review("Valorant"), coaching("Valorant")],
    week: EVENINGS,
  },
  "yusuf-rahman": {
    timeZone: "Asia/Dhaka",
    sessionTypes: [review("Clash Royale"), coaching("Clash Royale")],
    week: {
      1: [["20:00", "23:00"]],
      2: [["20:00", "23:00"]],
      3: [["20:00", "23:00"]],
      6: [["20:00", "23:00"]],
      7: [["20:00", "23:00"]],
    },
  },
  "nikhil-verma": {
    timeZone: "Asia/Kolkata",
    sessionTypes: [review("Fortnite"), coaching("Fortnite")],
    week: EVENINGS,
  },
};
