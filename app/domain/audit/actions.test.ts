/**
 * Every audit action has a German label (decision 0096). The typecheck holds the label of each action of
 * AUDIT_ACTIONS and refuses a literal action outside the list; this test also finds the actions that callers hold
 * as a plain string (the death-report workflow's and the staff accounts' helpers): every `action: "…"` and
 * `audit: "…"` in the server's source must be on the list.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { catalog } from "~/i18n";
import { AUDIT_ACTIONS, auditActionLabel, isAuditAction } from "./actions";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Properties named `action` that are no audit action: rate limits and mail buttons. */
const NOT_AUDIT = new Set(["app/.server/identity/policy.ts", "app/.server/mail/templates.ts"]);

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sources(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The string literals written as an `action:` or `audit:` property (also both branches of a `?:`). */
function writtenActions(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(ROOT, file), "utf8"),
    ts.ScriptTarget.Latest,
  );
  const found: string[] = [];
  const literals = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach(literals);
    else if (ts.isParenthesizedExpression(node)) literals(node.expression);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      (node.name.text === "action" || node.name.text === "audit")
    ) {
      literals(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("audit actions", () => {
  it("each action has a German label of its own", () => {
    const labels = AUDIT_ACTIONS.map(auditActionLabel);
    for (const [index, action] of AUDIT_ACTIONS.entries()) {
      expect(labels[index], action).not.toBe(action);
      expect(labels[index], action).toMatch(/^[A-ZÄÖÜ]/);
    }
    expect(new Set(labels).size).toBe(labels.length);
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  });

  it("the catalogue holds no label for an action that is not on the list", () => {
    const labelled = Object.keys(catalog)
      .filter((key) => key.startsWith("audit.action."))
      .map((key) => key.slice("audit.action.".length));
    expect(labelled.filter((action) => !isAuditAction(action))).toEqual([]);
  });

  it("an old entry's unknown action keeps its code", () => {
    expect(auditActionLabel("provision.read")).toBe("Vorsorge angesehen");
    expect(auditActionLabel("retired.action")).toBe("retired.action");
  });

  it("every action the code writes is on the list (so it has a label)", () => {
    const files = [...sources("app/.server"), ...sources("app/routes")].filter(
      (file) => !NOT_AUDIT.has(file),
    );
    const written = new Map<string, string>();
    for (const file of files) for (const action of writtenActions(file)) written.set(action, file);
    expect(written.size).toBeGreaterThan(50);
    const unknown = [...written].filter(([action]) => !isAuditAction(action));
    expect(unknown).toEqual([]);
  });
});
