import { type EditorKind, paths } from "@clutch/contract";

/** The console's own pages, below `paths.admin`. */
export const consolePaths = {
  list: (kind: EditorKind) => `${paths.admin}/${kind}`,
  create: (kind: EditorKind) => `${paths.admin}/${kind}/new`,
  item: (kind: EditorKind, id: string) => `${paths.admin}/${kind}/${encodeURIComponent(id)}`,
  audit: `${paths.admin}/audit`,
  messages: `${paths.admin}/messages`,
  message: (id: string) => `${paths.admin}/messages/${encodeURIComponent(id)}`,
  bookings: `${paths.admin}/bookings`,
  orders: `${paths.admin}/orders`,
  order: (id: string) => `${paths.admin}/orders/${encodeURIComponent(id)}`,
  reports: `${paths.admin}/reports`,
  subscribers: `${paths.admin}/subscribers`,
  /** Coaches' practices (the catalogue's coach profiles are `list("coaches")`). */
  practices: `${paths.admin}/practices`,
  practice: (coachId: string) => `${paths.admin}/practices/${encodeURIComponent(coachId)}`,
} as const;
