import type { HealthRepository } from "./repository";

/** How long the database has to answer before the server calls itself unhealthy. */
const PING_TIMEOUT_MS = 2000;

export function createHealthService({ repository }: { repository: HealthRepository }) {
  return {
    /** Resolves when the database answers within PING_TIMEOUT_MS; rejects with why it did not. */
    async checkDatabase(): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("database ping timed out")), PING_TIMEOUT_MS);
      });
      try {
        await Promise.race([repository.ping(), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
