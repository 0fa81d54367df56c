/**
 * A starter in its own process, for lock.test.ts: says "ready", waits for a line on stdin, then
 * tries to lock each folder named on its command line and prints one JSON line of outcomes. It keeps
 * what it won (and stays alive, so its locks stay live) until stdin closes.
 */
import { lockDataDir } from "../../src/db/lock";

const dirs = process.argv.slice(2);
let started = false;
process.stdin.setEncoding("utf8");
process.stdin.on("data", () => {
  if (started) return;
  started = true;
  const outcomes = dirs.map((dir) => {
    try {
      lockDataDir(dir);
      return "won";
    } catch (error) {
      return `lost ${(error as Error).name}: ${(error as Error).message}`;
    }
  });
  process.stdout.write(`${JSON.stringify(outcomes)}\n`);
});
process.stdin.on("end", () => process.exit(0));
process.stdout.write("ready\n");
