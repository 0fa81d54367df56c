/** The signed-in user and the auth answers, as the shared contract defines them (API.md §3, §4). */
export type {
  AuthTokenResponse,
  Gender,
  OwnedItem,
  User,
  UserDataResponse,
} from "@clutch/contract";
