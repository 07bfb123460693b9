/**
 * Loads a module of the portal's source (TypeScript with the `~/` paths) into a bench script through Vite's
 * module runner, as the server build would see it.
 */
import { runnerImport } from "vite";

/** The repository's root. */
export const root = new URL("../..", import.meta.url).pathname;

export async function loadAppModule<T>(id: string): Promise<T> {
  const { module } = await runnerImport<T>(id, {
    root,
    configFile: false,
    logLevel: "error",
    resolve: { tsconfigPaths: true },
  });
  return module;
}
