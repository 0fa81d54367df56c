import postgres from "postgres";
import { dbKind, postgresAdminUrl } from "./harness";

/** Fails the run at once, with a clear reason, when the PostgreSQL suite cannot reach its server. */
export default async function setup() {
  if (dbKind() !== "postgres") return;
  const admin = postgres(postgresAdminUrl(), { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await admin`select 1`;
  } catch (error) {
    throw new Error(
      `DB_KIND=postgres but PostgreSQL at ${postgresAdminUrl()} does not answer: ${String(error)}`,
    );
  } finally {
    await admin.end();
  }
}
