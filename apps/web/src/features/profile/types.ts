import type { CoachRef } from "@clutch/contract";

/** A live-session booking (API.md §3 "Booking"). */
export type Booking = {
  _id: string;
  id?: string;
  coach: Pick<CoachRef, "_id" | "name"> & Partial<CoachRef>;
  level: string;
  price: number;
  topicsCovered: string[];
  info: { date: string; time: string; price: number };
  status?: string;
};
