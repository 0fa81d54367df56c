import { paths } from "@clutch/contract";

/** The coaches' workspace pages, below `paths.coachWorkspace`. */
export const workspacePaths = {
  sessions: paths.coachWorkspace,
  hours: `${paths.coachWorkspace}/hours`,
  settings: `${paths.coachWorkspace}/settings`,
  sessionTypes: `${paths.coachWorkspace}/session-types`,
  earnings: `${paths.coachWorkspace}/earnings`,
} as const;
