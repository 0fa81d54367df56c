import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import postgres from "postgres";

/** What can change: "catalogue" is any change to what the public catalogue shows. */
export type ChangeTopic = "catalogue";
const TOPICS: readonly ChangeTopic[] = ["catalogue"];
const isTopic = (value: string): value is ChangeTopic => (TOPICS as readonly string[]).includes(value);

declare module "fastify" {
  interface FastifyInstance {
    /** Tells every running instance (this one included) that something changed. */
    changes: ChangeFeed;
  }
}

interface ChangeFeed {
  /**
   * Runs this instance's handlers for `topic` at once, then tells the other instances. A failure
   * to reach them is logged, not thrown: the change itself has already been made.
   */
  publish(topic: ChangeTopic): Promise<void>;
  /** `handler` runs on every change to `topic`, and after a lost connection (changes may be missed). */
  subscribe(topic: ChangeTopic, handler: () => void): void;
  /** How changes reach the other instances, for logs. */
  readonly description: string;
}

/** The PostgreSQL channel changes are notified on. */
const PG_CHANNEL = "clutch_changes";

/**
 * Change notices between server instances: over Redis pub/sub when `REDIS_URL` is set, else over
 * PostgreSQL LISTEN/NOTIFY on a dedicated connection, else (PGlite: one process holds the data)
 * within this process only. A message names its topic and the instance that sent it, so an
 * instance skips its own echo (it ran its handlers when it published).
 */
export const changeFeedPlugin = fp(
  async (app) => {
    const instance = randomUUID();
    const handlers = new Map<ChangeTopic, Array<() => void>>();
    const deliver = (topic: ChangeTopic) => {
      for (const handler of handlers.get(topic) ?? []) {
        try {
          handler();
        } catch (error) {
          app.log.error({ err: error, topic }, "a change handler failed");
        }
      }
    };
    /** A connection came back: whatever was sent meanwhile is lost, so treat it all as changed. */
    const deliverAll = () => {
      for (const topic of TOPICS) deliver(topic);
    };
    const receive = (message: string) => {
      const [topic = "", sender] = message.split(" ");
      if (sender !== instance && isTopic(topic)) deliver(topic);
    };

    let send: (message: string) => Promise<void> = async () => {};
    let description = "in this process only";
    const { redisUrl, redisKeyPrefix, database } = app.config;

    if (redisUrl) {
      const channel = `${redisKeyPrefix}changes`;
      const subscriber = new Redis(redisUrl, { connectTimeout: 2_000 });
      const publisher = new Redis(redisUrl, {
        connectTimeout: 2_000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      });
      let lastLogged = 0;
      const logError = (error: Error) => {
        if (Date.now() - lastLogged < 10_000) return;
        lastLogged = Date.now();
        app.log.error({ err: error }, "Redis (change notices) is not reachable");
      };
      subscriber.on("error", logError);
      publisher.on("error", logError);
      subscriber.on("message", (_channel: string, message: string) => receive(message));
      let subscribedOnce = false;
      subscriber.on("ready", () => {
        if (subscribedOnce) deliverAll();
        subscribedOnce = true;
      });
      // Wait a moment for the subscription, so a notice sent right after start is not missed;
      // without Redis, start anyway (ioredis subscribes by itself once it connects, and again
      // after every reconnect).
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          app.log.warn("Redis is not ready; change notices from other instances arrive once it is");
          resolve();
        }, 2_000);
        subscriber
          .subscribe(channel)
          .catch((error: Error) => logError(error))
          .finally(() => {
            clearTimeout(timer);
            resolve();
          });
      });
      send = async (message) => {
        await publisher.publish(channel, message);
      };
      description = `Redis pub/sub (${channel})`;
      app.addHook("onClose", async () => {
        for (const client of [subscriber, publisher]) {
          if (client.status === "ready") await client.quit().catch(() => client.disconnect());
          else client.disconnect();
        }
      });
    } else if (database.kind === "postgres") {
      const listener = postgres(database.url, { max: 1, onnotice: () => {} });
      let listenedOnce = false;
      await listener.listen(PG_CHANNEL, receive, () => {
        if (listenedOnce) deliverAll();
        listenedOnce = true;
      });
      send = async (message) => {
        await app.database.db.execute(sql`select pg_notify(${PG_CHANNEL}, ${message})`);
      };
      description = `PostgreSQL LISTEN/NOTIFY (${PG_CHANNEL})`;
      app.addHook("onClose", async () => {
        await listener.end({ timeout: 5 });
      });
    }

    app.decorate("changes", {
      description,
      async publish(topic) {
        deliver(topic);
        await send(`${topic} ${instance}`).catch((error: unknown) =>
          app.log.error({ err: error, topic }, "could not tell the other instances about a change"),
        );
      },
      subscribe(topic, handler) {
        const list = handlers.get(topic) ?? [];
        list.push(handler);
        handlers.set(topic, list);
      },
    } satisfies ChangeFeed);
  },
  { name: "change-feed" },
);
