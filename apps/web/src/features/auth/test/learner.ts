import type { User } from "@clutch/contract";

/** A learner as the server describes them. */
export const learner: User = {
  _id: "u1",
  name: "Aarav",
  email: "aarav@example.com",
  phone: "",
  countryCode: "+91",
  age: "",
  city: "Mumbai",
  state: "",
  country: "India",
  gender: "Select",
  profilePic: null,
  profileImage: null,
  courses: [],
  guides: [],
  instrestedInCoaching1v1: true,
  instrestedInCoachingTeam: false,
  gamesIntrestedIn: [],
  role: "user",
  roles: [],
  coachId: null,
  createdAt: "2025-01-01T00:00:00.000Z",
};
