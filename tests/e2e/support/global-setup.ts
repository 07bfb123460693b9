import fs from "node:fs";
import { E2E_DATA_DIR } from "./server";

/** Every run starts on fresh databases: the workers' servers create their data directories anew. */
export default function globalSetup(): void {
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
}
