import { DataDirLockedError } from "~/domain/errors";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lockDataDir } from "./lock";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vp-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("lockDataDir", () => {
  it("refuses a data directory that a live process holds, naming that process", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "server.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.ppid}`);
  });

  it("takes over a stale lock and removes it on release", () => {
    const dir = tempDir();
    const file = path.join(dir, "server.lock");
    fs.writeFileSync(file, "2147483646");
    const release = lockDataDir(dir);
    expect(fs.readFileSync(file, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(file)).toBe(false);
  });

  it("creates a missing data directory", () => {
    const dir = path.join(tempDir(), "nested", "data");
    const release = lockDataDir(dir);
    expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(true);
    release();
  });
});
