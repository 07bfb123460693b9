/**
 * Who bench:scale signs in as and what it searches for, read from the generated database: a paid, confirmed,
 * live customer with letters and guests (the fullest pages), a customer-care account, and search texts that
 * match that customer (name, e-mail prefix, contract number, postal code).
 */
import pg from "pg";

export interface Subjects {
  customerEmail: string;
  staffEmail: string;
  /** The customer's place: the funeral-site search looks near it. */
  postalCode: string;
  city: string;
  lat: number;
  lon: number;
  search: { name: string; email: string; number: string; postalCode: string };
}

export async function subjectsOf(url: string): Promise<Subjects> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      user_email: string;
      number: number;
      firstname: string;
      lastname: string;
      postal_code: string;
      city: string;
      lat: number;
      lon: number;
    }>(
      `select pv.user_email, pv.number, pv.firstname, pv.lastname, pv.postal_code, pc.city, pc.lat, pc.lon
       from provisions pv
       join postal_codes pc on pc.code = pv.postal_code and pc.lat is not null
       where pv.payment_accepted_at is not null and pv.cancelled_at is null and pv.frozen_at is null
         and pv.status = 'CONFIRMED' and pv.firstname is not null and pv.lastname is not null
         and exists (select 1 from letters l where l.provision_id = pv.id)
         and exists (select 1 from guests g where g.provision_id = pv.id)
       order by pv.number limit 1`,
    );
    const customer = rows[0];
    if (!customer) throw new Error("no paid customer with letters and guests in the database");
    const staff = await client.query<{ email: string }>(
      `select email from users where 'customercare' = any(groups) order by email limit 1`,
    );
    const staffEmail = staff.rows[0]?.email;
    if (!staffEmail) throw new Error("no customer-care account in the database");
    return {
      customerEmail: customer.user_email,
      staffEmail,
      postalCode: customer.postal_code,
      city: customer.city,
      lat: customer.lat,
      lon: customer.lon,
      search: {
        name: `${customer.firstname} ${customer.lastname}`,
        email: `${customer.user_email.split("@")[0]!}@`,
        number: String(customer.number),
        postalCode: customer.postal_code,
      },
    };
  } finally {
    await client.end();
  }
}

/**
 * Takes back the second factor of the staff account bench:scale signs in as (what an admin's reset does, decision
 * 0093), so that every run enrols it afresh through /login/authenticator: a kept big database holds the factor of the
 * run before, whose secret nobody kept.
 */
export async function resetSecondFactor(url: string, email: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const user = "(select id from users where email = $1)";
    await client.query(`delete from recovery_codes where user_id = ${user}`, [email]);
    await client.query(`delete from second_factors where user_id = ${user}`, [email]);
  } finally {
    await client.end();
  }
}
