type Task = () => Promise<unknown>;

const pending = new Set<Task>();

/** Runs `body`, then `task`, also when the benchmark is interrupted meanwhile (tasks must be idempotent). */
export async function withCleanup<T>(task: Task, body: () => Promise<T>): Promise<T> {
  pending.add(task);
  try {
    return await body();
  } finally {
    pending.delete(task);
    await task();
  }
}

async function runPending(): Promise<void> {
  for (const task of [...pending].reverse()) {
    await task().catch((error: unknown) => console.error("  cleanup failed:", error));
  }
}

/** On Ctrl-C (or SIGTERM), stops the servers, drops the databases, removes the files, then exits. */
export function cleanUpOnInterrupt(): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up before exiting…`);
      void runPending().finally(() => process.exit(130));
    });
  }
}
