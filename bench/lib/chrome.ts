import * as chromeLauncher from "chrome-launcher";
import { withCleanup } from "./cleanup";

/** Debian's Chromium; the flags keep it off the network and quiet. */
const CHROME_PATH = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** A fresh headless Chrome, as every bench that drives a browser starts it, with `extraFlags`; `kill()` it after. */
export function launchChrome(extraFlags: readonly string[] = []): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS, ...extraFlags],
    logLevel: "silent",
  });
}

/** `body` with a fresh headless Chrome, killed afterwards (also on Ctrl-C). */
export async function withChrome<T>(body: (chrome: chromeLauncher.LaunchedChrome) => Promise<T>): Promise<T> {
  const chrome = await launchChrome();
  return withCleanup(
    async () => chrome.kill(),
    () => body(chrome),
  );
}
