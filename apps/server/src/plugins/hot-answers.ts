import fp from "fastify-plugin";
import type { HotAnswers } from "../lib/hot-answers";
import { logsEveryAnswer } from "./request-log";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Cached public answers sent again before the framework (lib/hot-answers.ts): a route that
     * answers with `sendCached` opts in with `onSend: app.hotAnswers.remember`.
     */
    hotAnswers: Pick<HotAnswers, "remember" | "sent">;
  }
}

/**
 * Decorates the app with the `HotAnswers` whose `serverFactory` made its HTTP server; they serve
 * from the moment the app is ready (unless every answer is logged, at `info` and below) until it
 * starts closing.
 */
export const hotAnswersPlugin = fp<{ hotAnswers: HotAnswers }>(
  async (app, { hotAnswers }) => {
    app.decorate("hotAnswers", hotAnswers);
    app.addHook("onReady", (done) => {
      hotAnswers.start({ logsEveryAnswer: logsEveryAnswer(app.log) });
      done();
    });
    app.addHook("preClose", (done) => {
      hotAnswers.stop();
      done();
    });
  },
  { name: "hot-answers" },
);
