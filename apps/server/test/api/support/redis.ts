import { Redis } from "ioredis";

/** The Redis server the shared-state tests use. */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * Whether Redis answers, for tests that skip without it. CI starts Redis (.ci/run), so there a
 * missing Redis fails the file instead of skipping its tests.
 */
export async function redisForTests(): Promise<boolean> {
  const answers = await redisAnswers();
  if (!answers && process.env.CI) throw new Error(`CI: Redis at ${REDIS_URL} does not answer`);
  return answers;
}
