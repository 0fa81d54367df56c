/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API; "/api" (same origin) when unset. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
