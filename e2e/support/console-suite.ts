import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { createAccount, signInWithToken, uniqueEmail } from "./accounts";
import { newContext, type PageWatch, releaseBrowser, sharedBrowser, watchPage } from "./browser";
import { DESKTOP_VIEWPORT } from "./layout";
import { type MailCapture, startMailCapture } from "./mail";
import { authenticator, grantAdmin } from "./operators";
import { createPostgresDatabase, type E2EDatabase } from "./postgres";
import { type E2EServer, startBuiltServer } from "./server";
import { SLOW } from "./timeouts";

/** The password of every account the suite makes (the admin types it again to set up the second factor). */
export const PASSWORD = "Start#2026";

type Authenticator = ReturnType<typeof authenticator>;
type Viewport = { width: number; height: number };

interface ConsoleAdmin {
  email: string;
  token: string;
  /** The TOTP secret ("" until the second factor is set up). */
  secret: string;
  /** The console session the second factor's confirmation gave ("" without it). */
  session: string;
  /** The admin's authenticator app, for signing in with a code (its set-up's step already used). */
  app?: Authenticator;
}

export interface ConsoleSuite {
  mail: MailCapture;
  database: E2EDatabase;
  server: E2EServer;
  browser: Browser;
  admin: ConsoleAdmin;
  /** This test's context, page and page watch (from `openPage`/`openConsole`). */
  context: BrowserContext | undefined;
  page: Page;
  watch: PageWatch | undefined;
  /** The page's main heading named `name`. */
  heading(name: string | RegExp): Locator;
  /** A call to the server's API; any answer but a 2xx fails it. POST when there is `json`. */
  api<T = Record<string, unknown>>(
    path: string,
    init?: { method?: string; token?: string; json?: unknown },
  ): Promise<T>;
  /** A verified account made through the API (see `createAccount`): its token. */
  createAccount(email: string, options?: { preferences?: boolean }): Promise<string>;
  /** A fresh context and page (the previous one closed), signed out. */
  openPage(viewport?: Viewport): Promise<Page>;
  /** A fresh page at `path`, already past the second factor: the admin's token and console session in place. */
  openConsole(path: string, viewport?: Viewport): Promise<Page>;
  /** Signs the admin into the console at `path` on this test's page, typing a fresh code. */
  enterConsole(path: string): Promise<void>;
}

interface ConsoleSuiteOptions {
  /** Names the admin's address. */
  tag: string;
  /** More of the server's environment (e.g. SUPPORT_EMAIL). */
  env?: Record<string, string>;
  /** Sets up the admin's second factor through the API (default); `false` leaves it to the browser. */
  secondFactor?: boolean;
  /** The file's own set-up (learners, orders), run once the server answers, alongside the admin's. */
  setUp?: (suite: ConsoleSuite) => Promise<unknown>;
}

/**
 * The set-up of a console e2e file: a mail capture, a fresh PostgreSQL database (so `npm run admin`
 * can grant the role while the server runs), the built server on both, one browser, and an admin
 * granted through the CLI with the second factor set up through the API (the console's own second
 * factor pages are console.test.ts's). Each test opens its page with `openPage`/`openConsole`; when
 * it ends, an unexpected page error fails it (or a failure leaves a report) and the context closes.
 */
export function consoleSuite(options: ConsoleSuiteOptions): ConsoleSuite {
  const admin: ConsoleAdmin = { email: uniqueEmail(options.tag), token: "", secret: "", session: "" };

  const suite: ConsoleSuite = {
    admin,
    context: undefined,
    watch: undefined,
    heading: (name) => suite.page.getByRole("heading", { level: 1, name }),
    async api<T>(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
      const response = await fetch(`${suite.server.baseUrl}${path}`, {
        method: init.method ?? (init.json === undefined ? "GET" : "POST"),
        headers: {
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.json === undefined ? {} : { "content-type": "application/json" }),
        },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
      const body = (await response.json()) as T;
      if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
      return body;
    },
    createAccount: (email, accountOptions) =>
      createAccount(suite.server.baseUrl, suite.mail, email, PASSWORD, accountOptions),
    openPage: (viewport = DESKTOP_VIEWPORT) => newPage(viewport, false),
    async openConsole(path, viewport = DESKTOP_VIEWPORT) {
      const page = await newPage(viewport, true);
      await page.goto(path);
      return page;
    },
    async enterConsole(path) {
      if (!admin.app) throw new Error("the admin has no second factor yet");
      const { page } = suite;
      const code = page.getByLabel("Code from your authenticator app");
      await signInWithToken(page, admin.token, path);
      await code.waitFor();
      await code.fill(await admin.app.next());
      await page.keyboard.press("Enter");
      await code.waitFor({ state: "detached" });
    },
  } as ConsoleSuite;

  async function newPage(viewport: Viewport, inConsole: boolean): Promise<Page> {
    await suite.context?.close();
    suite.context = await newContext(suite.browser, { baseURL: suite.server.baseUrl, viewport });
    if (inConsole) {
      await suite.context.addInitScript(
        ({ token, session }) => {
          localStorage.setItem("userToken", token);
          sessionStorage.setItem("consoleSession", session);
        },
        { token: admin.token, session: admin.session },
      );
    }
    suite.page = await suite.context.newPage();
    suite.watch = watchPage(suite.page);
    return suite.page;
  }

  async function setUpAdmin() {
    await suite.createAccount(admin.email, { preferences: false });
    expect(await grantAdmin(suite.database.url, admin.email)).toContain(admin.email);
    // The grant ended the account's sign-ins: the admin signs in afresh.
    const signedIn = await suite.api<{ token: string }>("/api/auth/login", {
      json: { email: admin.email, password: PASSWORD },
    });
    admin.token = signedIn.token;
    if (options.secondFactor === false) return;
    const { secret } = await suite.api<{ secret: string }>("/api/admin/second-factor/setup", {
      token: admin.token,
      json: { password: PASSWORD },
    });
    admin.secret = secret;
    admin.app = authenticator(secret);
    const confirmed = await suite.api<{ session: string }>("/api/admin/second-factor/confirm", {
      token: admin.token,
      json: { code: await admin.app.next(), password: PASSWORD },
    });
    admin.session = confirmed.session;
  }

  async function startServer() {
    [suite.mail, suite.database] = await Promise.all([startMailCapture(), createPostgresDatabase()]);
    suite.server = await startBuiltServer({
      SMTP_URL: suite.mail.url,
      DATABASE_URL: suite.database.url,
      ...options.env,
    });
    await Promise.all([setUpAdmin(), options.setUp?.(suite)]);
  }

  beforeAll(async () => {
    await Promise.all([
      sharedBrowser().then((browser) => {
        suite.browser = browser;
      }),
      startServer(),
    ]);
  }, SLOW.timeout);

  afterEach(async ({ task }) => {
    await suite.watch?.finish(task);
    suite.watch = undefined;
    await suite.context?.close();
    suite.context = undefined;
  });

  afterAll(async () => {
    await Promise.all([
      releaseBrowser(suite.browser),
      (async () => {
        await suite.server?.stop();
        await suite.database?.drop();
      })(),
    ]);
    await suite.mail?.close();
  });

  return suite;
}
