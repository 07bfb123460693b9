/**
 * The development server (`npm run dev`) must not hand out the session secret, the mailbox key or the
 * embedded database, and listens on this machine only unless HOST says otherwise. Starts the real server
 * (server.ts with Vite in middleware mode) on a free port with its data directory inside Vite's root.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const dataName = `data-dev-test-${process.pid}`;
const dataDir = path.join(root, dataName);
let server: ChildProcess | undefined;
let port = 0;
let output = "";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`dev server stopped:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`dev server not ready:\n${output}`);
}

beforeAll(async () => {
  port = await freePort();
  // Only what a developer's shell would have: vitest's own variables (BASE_URL, MODE, …) are no server settings.
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "development",
    PORT: String(port),
    DATA_DIR: dataName,
    LOG_LEVEL: "warn",
  };
  server = spawn(process.execPath, ["--conditions=development", "server.ts"], { cwd: root, env });
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilReady(Date.now() + 50_000);
}, 60_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await stopped;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run dev", () => {
  it("hands out no file of its data directory: not as a file, not ?raw, not through /@fs", async () => {
    const secret = fs.readFileSync(path.join(dataDir, "session-secret"), "utf8").trim();
    const key = fs.readFileSync(path.join(dataDir, "mailbox-key"), "utf8").trim();
    expect(secret.length).toBeGreaterThan(32);
    const absolute = dataDir.replaceAll("\\", "/");
    const paths = [
      `/${dataName}/session-secret`,
      `/${dataName}/session-secret?raw`,
      `/${dataName}/session-secret?import&raw`,
      `/${dataName}/mailbox-key?raw`,
      `/@fs${absolute}/session-secret`,
      `/@fs${absolute}/session-secret?raw`,
      `/@fs${absolute}/mailbox-key?import&raw`,
    ];
    for (const file of fs.readdirSync(dataDir, { recursive: true, encoding: "utf8" }).slice(0, 40)) {
      if (fs.statSync(path.join(dataDir, file)).isFile()) paths.push(`/${dataName}/${file}?raw`);
    }
    for (const url of paths) {
      const response = await fetch(`http://127.0.0.1:${port}${url}`);
      const body = await response.text();
      expect([403, 404], `${url} → ${response.status}`).toContain(response.status);
      expect(body, url).not.toContain(secret);
      expect(body, url).not.toContain(key);
    }
  });

  it("hands out no backup file, wherever it lies", async () => {
    const name = `dev-test-${process.pid}.backup`;
    fs.writeFileSync(path.join(root, name), "the database and its keys");
    try {
      for (const url of [`/${name}`, `/${name}?raw`, `/@fs${root.replaceAll("\\", "/")}/${name}?raw`]) {
        const response = await fetch(`http://127.0.0.1:${port}${url}`);
        expect([403, 404], `${url} → ${response.status}`).toContain(response.status);
        expect(await response.text(), url).not.toContain("the database and its keys");
      }
    } finally {
      fs.rmSync(path.join(root, name), { force: true });
    }
  });

  it("still serves the portal's own source modules", async () => {
    expect((await fetch(`http://127.0.0.1:${port}/app/root.tsx`)).status).toBe(200);
  });

  it("listens on the loopback interface only", async () => {
    const address = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === "IPv4" && !i.internal)?.address;
    if (!address) return; // this machine has no other interface to try
    const reached = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: address, port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    expect(reached).toBe(false);
  });
});
