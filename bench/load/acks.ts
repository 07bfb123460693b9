/**
 * Writes the server acknowledged (a redirect or 200 after a post), checked against the database at the end:
 * per customer and field the acknowledged write with the highest provision version must be what the database
 * holds, and no two acknowledged writes of one customer may have been made on the same version (a stale form
 * that was let through would overwrite a newer write: the lost update the version check exists to refuse).
 */
import pg from "pg";

export type Field = "music" | "street" | `offer:${string}` | "letter";

export interface Ack {
  provisionId: string;
  field: Field;
  value: string;
  /** The provision version the form carried. */
  version: number;
}

export const acks: Ack[] = [];

export interface AckCheck {
  checked: number;
  missing: string[];
  sameVersion: string[];
}

export async function checkAcks(url: string): Promise<AckCheck> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const missing: string[] = [];
  const sameVersion: string[] = [];
  try {
    const latest = new Map<string, Ack>();
    const versions = new Map<string, Ack>();
    for (const ack of acks) {
      const key = `${ack.provisionId} ${ack.field}`;
      const seen = latest.get(key);
      if (!seen || ack.version > seen.version) latest.set(key, ack);
      const at = `${ack.provisionId} ${ack.version}`;
      const other = versions.get(at);
      if (other) sameVersion.push(`${at}: ${other.field}=${other.value} and ${ack.field}=${ack.value}`);
      else versions.set(at, ack);
    }
    for (const ack of latest.values()) {
      if (!(await holds(client, ack)))
        missing.push(`${ack.provisionId} ${ack.field}=${ack.value} (v${ack.version})`);
    }
    return { checked: latest.size, missing, sameVersion };
  } finally {
    await client.end();
  }
}

/** Whether the database holds the acknowledged value (a letter: one of the customer's letters has the text). */
async function holds(client: pg.Client, ack: Ack): Promise<boolean> {
  if (ack.field === "letter") {
    const { rows } = await client.query(
      `select 1 from letters where provision_id = $1 and content->>'text' = $2`,
      [ack.provisionId, ack.value],
    );
    return rows.length > 0;
  }
  if (ack.field.startsWith("offer:")) {
    const { rows } = await client.query(
      `select 1 from proposal_items i join provisions p on p.proposal_id = i.proposal_id
       where p.id = $1 and i.category::text = $2 and i.product_id = $3`,
      [ack.provisionId, ack.field.slice("offer:".length), ack.value],
    );
    return rows.length > 0;
  }
  const column = ack.field === "music" ? "music" : "street";
  const { rows } = await client.query<{ value: string | null }>(
    `select ${column} as value from provisions where id = $1`,
    [ack.provisionId],
  );
  return rows[0]?.value === ack.value;
}
