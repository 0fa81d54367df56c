/*
 * The session mark: the one inline script of every page, and the key it reads. Server-rendered
 * markup (the prerendered `/`, product pages) is the same for everyone, so it cannot know whether a
 * member or a visitor loads it; this script, run in the head before the first paint, marks the
 * document with what the browser knows, and the stylesheet shows the nav's Login button to a
 * visitor only (docs/decisions/015-no-signed-out-flash.md). The web build inlines SESSION_SCRIPT
 * into index.html (apps/web/vite.config.ts); the server allows exactly this text in its
 * Content-Security-Policy by its SHA-256 hash (apps/server/src/plugins/security.ts). Both read it
 * from here, so the hash cannot drift from the script. Zod-free: the web app's start-up path reads
 * TOKEN_STORAGE_KEY.
 */

/** The localStorage key of the sign-in token (docs/product.md: the one item the site stores). */
export const TOKEN_STORAGE_KEY = "userToken";

/** The attribute of `<html>` the script sets. */
export const SESSION_MARK_ATTRIBUTE = "data-session";

/**
 * `data-session="member"` when a token is stored, `"visitor"` otherwise. Storage that throws
 * (blocked, some private modes) leaves no mark, which the stylesheet treats as a visitor, as the
 * app does (it reads no token there either). Plain ES5, no globals, in a `<script>` of its own.
 */
export const SESSION_SCRIPT = `try{document.documentElement.setAttribute(${JSON.stringify(SESSION_MARK_ATTRIBUTE)},localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})?"member":"visitor")}catch(e){}`;
