/**
 * The signed-in user as `GET /api/auth/user-data` sends it (API.md §3 "User").
 * Minimal and local until the contract exports its own `UserSchema`; then this file should just
 * re-export the contract type.
 */
export type Gender = "Select" | "Male" | "Female" | "Others";

export type OwnedItem = {
  _id: string;
  name: string;
  price: number;
  /** ISO 8601 */
  orderDate: string;
};

export type User = {
  _id: string;
  name: string;
  email: string;
  phone: string;
  countryCode: string;
  age: string;
  city: string;
  state: string;
  country: string;
  gender: Gender;
  profilePic: string | null;
  profileImage: string | null;
  courses: OwnedItem[];
  guides: OwnedItem[];
  // The misspellings are part of the contract (SPEC §3).
  instrestedInCoaching1v1: boolean;
  instrestedInCoachingTeam: boolean;
  gamesIntrestedIn: string[];
  role: "user";
  createdAt: string;
};

export type UserDataResponse = {
  success: true;
  user: User;
  /** True once the user saved their coaching preferences. */
  additionalInfo: boolean;
};
