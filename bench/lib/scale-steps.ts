/**
 * The steps of the scale-data generator (bench/data.ts): set-based SQL over `generate_series`, every value drawn
 * by a deterministic hash of the row number (scale-sql.ts), so that a run with the same `--customers` gives the
 * same data. Customer i is user `uuidOf("u", i)`, proposal `uuidOf("q", i)` and provision `uuidOf("p", i)`;
 * the session's temporary tables hold the draws that several tables share (bench_c) and the reference rows the
 * draws pick from (postal codes, sites, grave types).
 */
import {
  AREA_CODES,
  BANKS,
  COASTAL_PREFIXES,
  CUSTOMER_ACTIONS,
  FEMALE_NAMES,
  LAST_NAMES,
  LETTER_OPENINGS,
  lit,
  MAIL_DOMAINS,
  MAIL_TEMPLATES,
  mailSpelling,
  MALE_NAMES,
  MOBILE_PREFIXES,
  MUSIC,
  pick,
  QUOTES,
  RELATIONS_FEMALE,
  RELATIONS_MALE,
  rnd,
  rndInt,
  SITE_KINDS,
  STAFF_ACTIONS,
  STATE_BY_PREFIX,
  STREETS,
  textArray,
  uuidOf,
} from "./scale-sql.ts";

/** What the steps need besides the database: sizes, the fixed "now" and values computed in JavaScript. */
export interface ScaleInput {
  customers: number;
  sites: number;
  /** ISO timestamp all generated times are relative to. */
  now: string;
  /** The scrypt hash every generated account gets (one password for all, printed by data.ts). */
  passwordHash: string;
  /** Sealed IBANs (the portal's own encryption) with their last four characters, picked from for SEPA payments. */
  ibans: readonly { sealed: string; last4: string }[];
  /** The offer's default product categories per plan and the categories' display order (~/domain/offer/constants). */
  defaultCategories: Readonly<Record<string, readonly string[]>>;
  categoryOrder: Readonly<Record<string, number>>;
  letterFonts: readonly string[];
  letterFontSizes: readonly number[];
  letterColors: readonly string[];
  /**
   * Rows added to each customer-care list after the generation (`--list-rows`, 0 by default): bench:scale's small
   * database gets enough for the pages it measures (page 3 and one more row), so that a list page shows as many
   * rows there as on the big database. Each is a copy of a generated customer, changed just so far as the list
   * needs.
   */
  listRows: number;
}

export interface Step {
  name: string;
  /** Statements run in one transaction (temporary tables and `analyze` run outside). */
  statements: (input: ScaleInput) => string[];
  transaction: boolean;
}

const STAFF_ADMINS = 3;
const STAFF_CARE = 20;
/** One of the customer-care accounts, drawn like `rnd`. */
const careStaff = (of: string, salt: number) =>
  uuidOf("staff", `${STAFF_ADMINS + 1} + ${rndInt(of, salt, STAFF_CARE)}`);

const nowOf = (input: ScaleInput) => `${lit(input.now)}::timestamptz`;

/** The index of a customer drawn for child row `of` (letters, guests, …): some have many rows, some none. */
const customerOf = (of: string, salt: number, input: ScaleInput) =>
  `1 + ${rndInt(of, salt, input.customers)}`;

const prepare: Step = {
  name: "prepare (temporary tables)",
  transaction: false,
  statements: () => [
    `set synchronous_commit = off`,
    `set work_mem = '64MB'`,
    // The statements are cheap per row; JIT compiling them costs about a second each.
    `set jit = off`,
    // Some customers' plans are frozen (a confirmed death) before their fees are written, as the after-death
    // workflow writes them: the database refuses other changes to a frozen row (migration 0024).
    `select set_config('vorsorge.frozen_writes', 'allow', false)`,
    `create temp table bench_pc as
       select row_number() over (order by code, city)::int as n, code, city, lat, lon
       from postal_codes where lat is not null and lon is not null`,
    `alter table bench_pc add primary key (n)`,
    // Filled by data.ts with the places that lie in Germany (~/domain/funeral-sites/germany): where sites go.
    `create temp table bench_site_places (n int primary key, code text, city text, lat float8, lon float8)`,
    `create temp table bench_state (prefix text primary key, state text not null)`,
    `insert into bench_state values ${Object.entries(STATE_BY_PREFIX)
      .map(([prefix, state]) => `(${lit(prefix)}, ${lit(state)})`)
      .join(", ")}`,
    `create temp table bench_gt as
       select funeral_type as ft, row_number() over (partition by funeral_type order by sort, id)::int as n,
              id, default_for_plans
       from grave_types`,
    `create temp table bench_gt_count as select ft, count(*)::int as cnt from bench_gt group by ft`,
  ],
};

const staffAndSites: Step = {
  name: "staff and funeral sites",
  transaction: true,
  statements: (input) => {
    const now = nowOf(input);
    const kind = `case when k % 20 in (0, 1) then 'forest' when k % 20 = 2 then 'sea' else 'cemetery' end`;
    return [
      `create temp table bench_coast as
         select row_number() over (order by n)::int as n, code, city, lat, lon
         from bench_site_places where left(code, 2) = any(${textArray(COASTAL_PREFIXES)})`,
      `alter table bench_coast add primary key (n)`,
      `insert into users (id, email, password_hash, status, groups, confirmed_at, last_login_at, created_at, updated_at)
       select ${uuidOf("staff", "s")},
              case when s <= ${STAFF_ADMINS} then 'admin' else 'care' end || lpad(s::text, 2, '0') || '@vorsorgeportal.example',
              ${lit(input.passwordHash)}, 'CONFIRMED',
              case when s <= ${STAFF_ADMINS} then '{admin}' else '{customercare}' end::text[],
              ${now} - interval '400 days', ${now} - interval '1 hour' * s,
              ${now} - interval '400 days', ${now} - interval '400 days'
       from generate_series(1, ${STAFF_ADMINS + STAFF_CARE}) s`,
      `insert into funeral_sites (id, title, street, plz, city, state, lat, lon, organisation_name, fees,
                                  funeral_types, active, demo, created_at, updated_at)
       select 'bench-site-' || lpad(k::text, 5, '0'),
              case kind
                when 'forest' then ${pick(SITE_KINDS.forest, "k", 11)} || ' ' || place.city
                when 'sea' then 'Seebestattung ab ' || place.city
                else ${pick(SITE_KINDS.cemetery, "k", 12)} || ' ' || place.city
              end,
              case kind when 'forest' then 'Waldweg ' else ${pick(STREETS, "k", 13)} || ' ' end || (1 + ${rndInt("k", 14, 120)}),
              place.code, place.city, coalesce(st.state, 'Niedersachsen'),
              place.lat + (${rnd("k", 15)} - 0.5) * 0.01, place.lon + (${rnd("k", 16)} - 0.5) * 0.014,
              case when ${rnd("k", 17)} < 0.6 then 'Friedhofsverwaltung ' || place.city
                   when ${rnd("k", 17)} < 0.8 then 'Ev. Kirchengemeinde ' || place.city
                   else 'Stadt ' || place.city end,
              jsonb_build_object('prices', coalesce((
                select jsonb_object_agg(g.id, jsonb_build_object('selling_price',
                         (round(case g.funeral_type when 'burial' then 2200 when 'cremation' then 1100
                                  when 'sea' then 700 else 900 end
                                * (0.6 + 0.8 * ${rnd("k * 100 + g.sort", 18)}))::int * 100)))
                from grave_types g where g.funeral_type = any(types)), '{}'::jsonb)),
              types, ${rnd("k", 19)} < 0.98, false,
              ${now} - interval '1 day' * (30 + ${rndInt("k", 20, 700)}), ${now} - interval '1 day' * ${rndInt("k", 21, 30)}
       from (
         select k, kind,
                case kind when 'forest' then '{tree}' when 'sea' then '{sea}'
                  else case when ${rnd("k", 22)} < 0.25 then '{burial,cremation,tree}' else '{burial,cremation}' end
                end::funeral_type[] as types
         from (select k, ${kind} as kind from generate_series(1, ${input.sites}) k) s
       ) s
       cross join lateral (
         select code, city, lat, lon from bench_site_places
         where s.kind <> 'sea' and n = 1 + ${rndInt("s.k", 23, "(select count(*) from bench_site_places)")}
         union all
         select code, city, lat, lon from bench_coast
         where s.kind = 'sea' and n = 1 + ${rndInt("s.k", 24, "(select count(*) from bench_coast)")}
       ) place
       left join bench_state st on st.prefix = left(place.code, 2)`,
    ];
  },
};

/** After the sites exist: the sites each funeral type can pick from. */
const sitePicks: Step = {
  name: "site picks (temporary)",
  transaction: false,
  statements: () => [
    `create temp table bench_site_pick as
       select ft, row_number() over (partition by ft order by id)::int as n, id
       from funeral_sites, unnest(funeral_types) ft where active`,
    `alter table bench_site_pick add primary key (ft, n)`,
    `create temp table bench_site_count as select ft, count(*)::int as cnt from bench_site_pick group by ft`,
  ],
};

/** The draws customer i's rows share: name, place, dates, plan and the mix of trial, paid, cancelled, deceased. */
const customers: Step = {
  name: "customer draws (temporary)",
  transaction: false,
  statements: (input) => {
    const now = nowOf(input);
    const r = (salt: number) => rnd("i", salt);
    const female = `(${textArray(FEMALE_NAMES)})[1 + floor(r_first * ${FEMALE_NAMES.length})::int]`;
    const male = `(${textArray(MALE_NAMES)})[1 + floor(r_first * ${MALE_NAMES.length})::int]`;
    return [
      `create temp table bench_c as
       with s as (
         select i, ${r(101)} r_sal, ${r(102)} r_first, ${r(103)} r_last, ${r(104)} r_pc, ${r(105)} r_created,
                ${r(106)} r_conf, ${r(107)} r_type, ${r(108)} r_plan, ${r(109)} r_paid, ${r(110)} r_paid_t,
                ${r(111)} r_cancel, ${r(112)} r_cancel_t, ${r(113)} r_pg, ${r(114)} r_frozen, ${r(115)} r_frozen_t,
                ${r(116)} r_state, ${r(117)} r_site, ${r(118)} r_site_n, ${r(119)} r_gt, ${r(120)} r_gt_n,
                ${r(121)} r_coupon, ${r(122)} r_mail
         from generate_series(1, ${input.customers}) i
       ), a as (
         select s.*,
                case when r_sal < 0.53 then 'madame' else 'sir' end as salutation,
                case when r_sal < 0.53 then ${female} else ${male} end as firstname,
                (${textArray(LAST_NAMES)})[1 + floor(r_last * ${LAST_NAMES.length})::int] as lastname,
                1 + floor(r_pc * (select count(*) from bench_pc))::int as pc,
                ${now} - r_created * interval '1095 days' as created_at,
                r_conf < 0.94 as confirmed,
                (case when r_type < 0.38 then 'cremation' when r_type < 0.72 then 'burial'
                      when r_type < 0.88 then 'tree' else 'sea' end)::funeral_type as ftype,
                (case when r_plan < 0.5 then 'basic' when r_plan < 0.85 then 'high' else 'premium' end)::funeral_plan as fplan
         from s
       ), b as (
         select a.*,
                case when confirmed and r_paid < 0.45 and created_at < ${now} - interval '1 day'
                     then created_at + least(${now} - created_at, interval '28 days') * r_paid_t end as paid_at,
                case when confirmed and r_frozen < 0.01
                     then created_at + (${now} - created_at) * (0.5 + 0.5 * r_frozen_t) end as frozen_at,
                confirmed and r_frozen >= 0.01 and r_frozen < 0.0115 as reported_only
         from a
       )
       select b.*,
              ${uuidOf("u", "i")} as user_id, ${uuidOf("q", "i")} as proposal_id, ${uuidOf("p", "i")} as provision_id,
              lower(case when r_mail < 0.5 then ${mailSpelling("firstname")} || '.' || ${mailSpelling("lastname")}
                         when r_mail < 0.75 then left(${mailSpelling("firstname")}, 1) || ${mailSpelling("lastname")}
                         else ${mailSpelling("lastname")} || '.' || ${mailSpelling("firstname")} end)
                || i || '@' || ${pick(MAIL_DOMAINS, "i", 123)} as email,
              ${pick(STREETS, "i", 124)} || ' ' || (1 + ${rndInt("i", 125, 80)}) as street,
              case when ${rnd("i", 126)} < 0.7 then '+49' || ${pick(MOBILE_PREFIXES, "i", 127)} || lpad(${rndInt("i", 128, 100000000)}::text, 8, '0')
                   else '+49' || ${pick(AREA_CODES, "i", 129)} || lpad(${rndInt("i", 130, 10000000)}::text, 7, '0') end as phone,
              date '1935-01-01' + ${rndInt("i", 131, 40 * 365)} as birth,
              case when paid_at is not null and r_cancel < 0.12
                   then paid_at + (${now} - paid_at) * r_cancel_t end as cancelled_at,
              case when paid_at is not null and r_pg < 0.3
                   then (array[0, 10, 10, 20, 20, 25, 50])[1 + floor(r_pg / 0.3 * 7)::int] end as guarantee,
              (case when paid_at is not null or frozen_at is not null then 'accepted'
                    when r_state < 0.35 then null when r_state < 0.7 then 'customized' else 'accepted' end)::provision_state as state,
              case when r_site < 0.65 then (
                select p.id from bench_site_pick p
                where p.ft = b.ftype
                  and p.n = 1 + floor(r_site_n * (select cnt from bench_site_count c where c.ft = b.ftype))::int
              ) end as site_id,
              coalesce(
                case when r_gt < 0.7 then (
                  select g.id from bench_gt g where g.ft = b.ftype and b.fplan = any(g.default_for_plans) order by g.n limit 1
                ) end,
                (select g.id from bench_gt g
                 where g.ft = b.ftype and g.n = 1 + floor(r_gt_n * (select cnt from bench_gt_count c where c.ft = b.ftype))::int)
              ) as grave_type_id,
              case when r_coupon < 0.06 then
                ((select array_agg(code order by code) from coupons where active))[
                  1 + floor(${rnd("i", 132)} * (select count(*) from coupons where active))::int]
              end as coupon_code
       from b`,
      `alter table bench_c add primary key (i)`,
      `create index on bench_c (provision_id)`,
    ];
  },
};

const accounts: Step = {
  name: "users, proposals, provisions",
  transaction: true,
  statements: (input) => {
    const now = nowOf(input);
    return [
      `insert into users (id, email, password_hash, status, confirmed_at, last_login_at, created_at, updated_at)
       select user_id, email, ${lit(input.passwordHash)},
              case when confirmed then 'CONFIRMED' else 'NOT_CONFIRMED' end::account_status,
              case when confirmed then created_at + interval '1 minute' * (2 + ${rndInt("i", 201, 600)}) end,
              case when confirmed then created_at + (coalesce(frozen_at, ${now}) - created_at) * ${rnd("i", 202)} end,
              created_at, created_at
       from bench_c`,
      `insert into proposals (id, funeral_type, funeral_plan, funeral_site_id, grave_type_id, salutation, firstname,
                              lastname, email, phone, provision_birth, place_city, place_code, tracking_user_id,
                              session_id, utm_medium, utm_source, utm_campaign, landing_page_url, funnel_entry_url,
                              referrer, coupon_code, finance_partner, last_version_at, version, created_at, updated_at)
       select proposal_id, ftype, fplan, site_id, grave_type_id, salutation, firstname, lastname, email, phone,
              birth, p.city, p.code, md5('t:' || i), md5('s:' || i),
              case when ${rnd("i", 203)} < 0.4 then ${pick(["cpc", "email", "display", "social"], "i", 204)} end,
              case when ${rnd("i", 203)} < 0.4 then ${pick(["google", "newsletter", "facebook", "bing", "partner"], "i", 205)} end,
              case when ${rnd("i", 203)} < 0.4 then ${pick(["vorsorge-herbst", "bestattung-kosten", "treuhand", "brand"], "i", 206)} end,
              'https://www.vorsorgeportal.example/' || ${pick(["", "bestattungsvorsorge", "kosten", "seebestattung", "baumbestattung"], "i", 207)},
              'https://www.vorsorgeportal.example/register/type',
              case when ${rnd("i", 208)} < 0.3 then ${pick(["https://www.google.de/", "https://www.bing.com/", "https://www.facebook.com/"], "i", 209)} end,
              coupon_code, case when ${rnd("i", 210)} < 0.05 then 'ww' end,
              created_at, 1 + ${rndInt("i", 211, 3)}, created_at - interval '12 minutes', created_at
       from bench_c c join bench_pc p on p.n = c.pc`,
      `insert into provisions (id, code, user_id, proposal_id, proposal_created_at, form_submission_time, funeral_plan,
                               funeral_type, funeral_site_id, grave_type_id, state, status, coupon_code, coupon_discount,
                               payment_accepted_at, payment_accepted_plan, payment_price_guarantee,
                               price_guarantee_booked_at, granted_step, wishes_consent_at, trial_ends_at, cancelled_at,
                               frozen_at, login_counter, salutation, firstname, lastname, street, postal_code, city,
                               user_email, email, phone, provision_birth, trusted_person, music, quote,
                               personal_notification, financial_provision_type, lat, lon, flags, version, created_at,
                               updated_at)
       select c.provision_id, p.code, c.user_id, c.proposal_id, c.created_at - interval '12 minutes',
              c.created_at - interval '1 minute', c.fplan, c.ftype, c.site_id, c.grave_type_id, c.state,
              case when c.confirmed then 'CONFIRMED' else 'NOT_CONFIRMED' end::account_status,
              co.code, co.discount_percent, c.paid_at, case when c.paid_at is not null then '2' end,
              c.guarantee, case when c.guarantee is not null then c.paid_at end,
              case when ${rnd("i", 220)} < 0.01 then (array[10, 20, 25])[1 + ${rndInt("i", 221, 3)}] end,
              case when ${rnd("i", 222)} < 0.4 then c.created_at + interval '1 day' * ${rndInt("i", 223, 30)} end,
              c.created_at + interval '28 days', c.cancelled_at, c.frozen_at,
              case when c.confirmed then 1 + ${rndInt("i", 224, 60)} else 0 end,
              c.salutation, c.firstname, c.lastname, c.street, p.code, p.city, c.email,
              case when ${rnd("i", 225)} < 0.05 then 'kontakt.' || c.email else c.email end,
              c.phone, c.birth,
              case when ${rnd("i", 226)} < 0.55 then jsonb_build_object(
                'salutation', case when ${rnd("i", 227)} < 0.5 then 'madame' else 'sir' end,
                'firstname', case when ${rnd("i", 227)} < 0.5 then ${pick(FEMALE_NAMES, "i", 228)} else ${pick(MALE_NAMES, "i", 228)} end,
                'lastname', case when ${rnd("i", 229)} < 0.7 then c.lastname else ${pick(LAST_NAMES, "i", 230)} end,
                'relationship', case when ${rnd("i", 227)} < 0.5 then ${pick(RELATIONS_FEMALE, "i", 231)} else ${pick(RELATIONS_MALE, "i", 231)} end,
                'email', case when ${rnd("i", 232)} < 0.8 then 'vertrauen.' || c.email end,
                'phone', '+4917' || lpad(${rndInt("i", 233, 1000000000)}::text, 9, '0'),
                'notified', ${rnd("i", 234)} < 0.6) end,
              case when ${rnd("i", 235)} < 0.4 then ${pick(MUSIC, "i", 236)} end,
              case when ${rnd("i", 237)} < 0.3 then ${pick(QUOTES, "i", 238)} end,
              case when ${rnd("i", 239)} < 0.15 then 'Bitte sagt zuerst meiner Schwester Bescheid.' end,
              case when ${rnd("i", 240)} < 0.5 then ${pick(["ALREADY_PAID", "PAY_BY_MYSELF", "PAY_BY_MYSELF_ONE_TIME", "PAY_BY_MYSELF_MONTHLY", "PAY_BY_FAMILY"], "i", 241)} end,
              p.lat, p.lon,
              case when c.confirmed then '{"introSeen": true}'::jsonb else '{}'::jsonb end,
              1 + ${rndInt("i", 242, 12)}, c.created_at, greatest(c.created_at, coalesce(c.frozen_at, c.cancelled_at, c.paid_at, c.created_at))
       from bench_c c join bench_pc p on p.n = c.pc left join coupons co on co.code = c.coupon_code
       order by c.created_at`,
    ];
  },
};

const offers: Step = {
  name: "proposal items and prices",
  transaction: true,
  statements: (input) => {
    const plans = Object.entries(input.defaultCategories)
      .map(([plan, categories]) => `when ${lit(plan)} then ${textArray(categories)}`)
      .join(" ");
    const order = Object.entries(input.categoryOrder)
      .map(([category, sort]) => `when ${lit(category)} then ${sort}`)
      .join(" ");
    const fits = (column: string, type: string) => `(cardinality(${column}) = 0 or ${type} = any(${column}))`;
    const items = `insert into proposal_items (proposal_id, kind, product_id, service_id, extra_id, category, reference,
                                                name, price_cents, vat_rate, quantity, sort, created_at, updated_at)`;
    return [
      // The default offer (registration/default-offer.ts): one default product per category of the plan, the
      // basic services of the type.
      `create temp table bench_dp on commit drop as
       select pl.plan, ft.ft, p.*
       from unnest(enum_range(null::funeral_plan)) pl(plan)
       cross join unnest(enum_range(null::funeral_type)) ft(ft)
       cross join lateral (
         select distinct on (category) id, category, article_number, translations->>'shortname' as name, price_cents, vat_rate
         from products
         where deleted_at is null and pl.plan = any(default_plans) and ${fits("funeral_types", "ft.ft")}
           and category::text = any(case pl.plan::text ${plans} end)
         order by category, sort
       ) p`,
      `${items}
       select c.proposal_id, 'basic_product', d.id, null, null, d.category, d.article_number, d.name, d.price_cents,
              d.vat_rate, 1, case d.category::text ${order} else 9 end, c.created_at, c.created_at
       from bench_c c join bench_dp d on d.plan = c.fplan and d.ft = c.ftype`,
      `${items}
       select c.proposal_id, 'basic_service', null, s.id, null, null, s.identifier, s.translations->>'shortname',
              s.price_cents, 19, 1, s.sort, c.created_at, c.created_at
       from bench_c c
       join (select s.*, row_number() over (partition by ft order by s.sort, s.identifier)::int as n, ft
             from services s, unnest(enum_range(null::funeral_type)) ft
             where not s.optional and s.deleted_at is null and ${fits("s.funeral_types", "ft")}) s on s.ft = c.ftype`,
      // Changed offers: a few optional products, services and extras.
      `${items}
       select c.proposal_id, 'optional_product', p.id, null, null, p.category, p.article_number,
              p.translations->>'shortname', p.price_cents, p.vat_rate, 1 + ${rndInt("c.i", "hashtext(p.article_number)::int8 + 1", 2)},
              case p.category::text ${order} else 9 end, c.created_at + interval '3 days', c.created_at + interval '3 days'
       from bench_c c
       join products p on p.deleted_at is null and ${fits("p.funeral_types", "c.ftype")}
       where c.state is not null and ${rnd("c.i", "hashtext(p.article_number)::int8")} < 0.05
         and not exists (select 1 from bench_dp d where d.plan = c.fplan and d.ft = c.ftype and d.id = p.id)`,
      `${items}
       select c.proposal_id, 'optional_service', null, s.id, null, null, s.identifier, s.translations->>'shortname',
              s.price_cents, 19, 1, 20 + s.sort, c.created_at + interval '3 days', c.created_at + interval '3 days'
       from bench_c c
       join services s on s.optional and s.deleted_at is null and ${fits("s.funeral_types", "c.ftype")}
       where c.state is not null and ${rnd("c.i", "hashtext(s.identifier)::int8")} < 0.15`,
      `${items}
       select c.proposal_id, 'extra', null, null, e.id, null, e.key, e.name, e.price_cents, 19, 1, e.sort,
              c.created_at + interval '3 days', c.created_at + interval '3 days'
       from bench_c c join extras e on e.deleted_at is null
       where c.state is not null and ${rnd("c.i", "hashtext(e.key)::int8")} < 0.12`,
      `update proposals q set price_cents = pl.price_cents + t.total
       from (select proposal_id, sum(price_cents * quantity)::int as total from proposal_items group by proposal_id) t,
            plans pl
       where q.id = t.proposal_id and pl.id = q.funeral_plan`,
      `update provisions v set price_cents = q.price_cents from proposals q where q.id = v.proposal_id`,
      // A frozen plan keeps its plan fee and site fee (decision 0062).
      `update provisions v set frozen_fees = jsonb_build_object(
         'planFeeCents', pl.price_cents,
         'siteFeeCents', (select (f.fees->'prices'->v.grave_type_id->>'selling_price')::int
                          from funeral_sites f where f.id = v.funeral_site_id))
       from plans pl where v.frozen_at is not null and pl.id = v.funeral_plan`,
    ];
  },
};

const paymentsStep: Step = {
  name: "payments",
  transaction: true,
  statements: (input) => {
    const sealed = textArray(input.ibans.map((iban) => iban.sealed));
    const last4 = textArray(input.ibans.map((iban) => iban.last4));
    const bank = (field: 0 | 1) => textArray(BANKS.map((b) => b[field]));
    const ibanIndex = `1 + ${rndInt("c.i", 302, input.ibans.length)}`;
    const bankIndex = `1 + ${rndInt("c.i", 303, BANKS.length)}`;
    const sepa = `${rnd("c.i", 301)} < 0.7`;
    return [
      `insert into payments (id, provision_id, pricing_plan_id, payment_type, billing_address, iban_encrypted,
                             iban_last4, bank, bic, mandate_reference, paypal_order_id, paypal_subscription_id,
                             price_cents, coupon_code, discount_percent, price_guarantee_discount, created_at,
                             ended_at, ended_status, checked_at, cancel_requested_at)
       select ${uuidOf("pay", "c.i")}, c.provision_id, '2',
              case when ${sepa} then 'sepa' else 'paypal' end::payment_type,
              jsonb_build_object('firstname', c.firstname, 'lastname', c.lastname, 'address', c.street,
                                 'postalCode', p.code, 'city', p.city),
              case when ${sepa} then (${sealed})[${ibanIndex}] end,
              case when ${sepa} then (${last4})[${ibanIndex}] end,
              case when ${sepa} then (${bank(0)})[${bankIndex}] end,
              case when ${sepa} then (${bank(1)})[${bankIndex}] end,
              case when ${sepa} then left('VP-' || upper(replace(c.proposal_id::text, '-', '')), 35) end,
              case when not ${sepa} then upper(substr(md5('o:' || c.i), 1, 17)) end,
              case when not ${sepa} then 'I-' || upper(substr(md5('sub:' || c.i), 1, 6)) || lpad(c.i::text, 6, '0') end,
              round(1800 * (100 - coalesce(co.discount_percent, 0)) / 100.0)::int, c.coupon_code,
              coalesce(co.discount_percent, 0), c.guarantee, c.paid_at,
              case when c.frozen_at is not null and not ${sepa} then c.frozen_at + interval '1 day'
                   when c.cancelled_at is not null and not ${sepa} and ${rnd("c.i", 304)} < 0.5 then c.cancelled_at + interval '30 days' end,
              case when (c.frozen_at is not null or c.cancelled_at is not null) and not ${sepa} then 'CANCELLED' end,
              case when not ${sepa} then ${nowOf(input)} - interval '1 hour' * ${rndInt("c.i", 305, 24)} end,
              case when c.frozen_at is not null and not ${sepa} then c.frozen_at end
       from bench_c c join bench_pc p on p.n = c.pc left join coupons co on co.code = c.coupon_code
       where c.paid_at is not null`,
      // An ended PayPal subscription whose end lies ahead has not ended yet.
      `update payments set ended_at = null, ended_status = null where ended_at > ${nowOf(input)}`,
    ];
  },
};

const deaths: Step = {
  name: "death reports",
  transaction: true,
  statements: (input) => {
    const now = nowOf(input);
    const reportedAt = `case when c.frozen_at is not null then c.frozen_at - interval '1 hour' * (2 + ${rndInt("c.i", 402, 46)})
                             else ${now} - interval '1 hour' * (1 + ${rndInt("c.i", 403, 120)}) end`;
    return [
      `insert into death_reports (id, provision_id, status, reporter_name, reporter_relation, reporter_contact,
                                  date_of_death, certificate_reference, funeral_date, reported_by, reported_at,
                                  confirmed_by, confirmed_at, funeral_date_set_by, funeral_date_set_at,
                                  trusted_person_mailed_at, created_at, updated_at)
       select ${uuidOf("d", "i")}, provision_id,
              case when frozen_at is not null then 'confirmed' else 'reported' end::death_report_status,
              reporter || ' ' || lastname, relation, '+4916' || lpad(${rndInt("i", 404, 1000000000)}::text, 9, '0'),
              dod, 'StA ' || city || ' E ' || (1 + ${rndInt("i", 405, 3000)}) || '/' || extract(year from dod),
              funeral, reported_by, reported_at,
              case when frozen_at is not null then ${uuidOf("staff", `1 + ${rndInt("i", 406, STAFF_ADMINS)}`)} end,
              frozen_at,
              case when funeral is not null then reported_by end,
              case when funeral is not null then least(${now}, frozen_at + interval '1 day') end,
              case when frozen_at is not null and trusted_mail then frozen_at + interval '5 minutes' end,
              reported_at, coalesce(frozen_at, reported_at)
       from (
         select c.*, p.city, ${reportedAt} as reported_at, ${careStaff("c.i", 407)} as reported_by,
                case when ${rnd("c.i", 413)} < 0.6 then ${pick(FEMALE_NAMES, "c.i", 408)} else ${pick(MALE_NAMES, "c.i", 408)} end as reporter,
                case when ${rnd("c.i", 413)} < 0.6 then ${pick(["Tochter", "Schwester", "Enkelin", "Nichte"], "c.i", 409)}
                     else ${pick(["Sohn", "Bruder", "Enkel", "Neffe"], "c.i", 409)} end as relation,
                (${reportedAt})::date - (1 + ${rndInt("c.i", 410, 4)}) as dod,
                v.trusted_person->>'email' is not null as trusted_mail
         from bench_c c join bench_pc p on p.n = c.pc join provisions v on v.id = c.provision_id
         where c.frozen_at is not null or c.reported_only
       ) c
       cross join lateral (
         select case when c.frozen_at is not null and ${rnd("c.i", 411)} < 0.75
                     then c.dod + 7 + ${rndInt("c.i", 412, 14)} end as funeral
       ) f`,
    ];
  },
};

const lettersStep: Step = {
  name: "letters and their dispatch",
  transaction: true,
  statements: (input) => {
    const now = nowOf(input);
    const generic = `case when ${rnd("j", 503)} < 0.5 then 'AFTER_FUNERAL' when ${rnd("j", 503)} < 0.7 then 'YEAR_AFTER_FUNERAL' else 'EXACT_DATE' end`;
    const day = `lpad((1 + ${rndInt("j", 504, 28)})::text, 2, '0') || '.' || lpad((1 + ${rndInt("j", 505, 12)})::text, 2, '0')`;
    const recipientFirst = `case when ${rnd("j", 506)} < 0.5 then ${pick(FEMALE_NAMES, "j", 507)} else ${pick(MALE_NAMES, "j", 507)} end`;
    return [
      `insert into letters (id, provision_id, content, recipient, shipping_date, create_step, version, created_at, updated_at)
       select ${uuidOf("l", "j")}, c.provision_id,
              jsonb_build_object(
                'text', case when ${rnd("j", 506)} < 0.5 then 'Liebe ' else 'Lieber ' end || r.firstname || E',\\n\\n'
                        || ${pick(LETTER_OPENINGS, "j", 508)} || E'.\\n\\nIn Liebe\\n' || c.firstname,
                'styles', jsonb_build_object('color', ${pick(input.letterColors, "j", 509)},
                                             'fontSize', (${`array[${input.letterFontSizes.join(",")}]`})[1 + ${rndInt("j", 510, input.letterFontSizes.length)}],
                                             'fontFamily', ${pick(input.letterFonts, "j", 511)})),
              jsonb_build_object('salutation', case when ${rnd("j", 506)} < 0.5 then 'madame' else 'sir' end,
                                 'firstname', r.firstname,
                                 'lastname', case when ${rnd("j", 512)} < 0.6 then c.lastname else ${pick(LAST_NAMES, "j", 513)} end,
                                 'street', ${pick(STREETS, "j", 514)} || ' ' || (1 + ${rndInt("j", 515, 80)}),
                                 'postalcode', p.code, 'city', p.city,
                                 'email', case when ${rnd("j", 516)} < 0.5 then ${mailSpelling("r.firstname")} || '.' || j || '@' || ${pick(MAIL_DOMAINS, "j", 517)} end),
              jsonb_build_object('generic', ${generic},
                                 'exact', case when ${generic} = 'EXACT_DATE'
                                               then jsonb_build_object('day', ${day}, 'year', 'NEXT_OCCURRENCE', 'exactYear', null) end),
              case when ${rnd("j", 518)} < 0.85 then 4 else 1 + ${rndInt("j", 519, 3)} end, 1,
              c.created_at + (coalesce(c.frozen_at, ${now}) - c.created_at) * ${rnd("j", 520)},
              c.created_at + (coalesce(c.frozen_at, ${now}) - c.created_at) * ${rnd("j", 520)}
       from generate_series(1, ${3 * input.customers}) j
       join bench_c c on c.i = ${customerOf("j", 501, input)}
       join bench_pc p on p.n = 1 + ${rndInt("j", 502, "(select count(*) from bench_pc)")}
       cross join lateral (select ${recipientFirst} as firstname) r`,
      // Letters of a confirmed death with a funeral date are dispatched (decision 0060 for the dates).
      `insert into letter_dispatches (letter_id, provision_id, due_on, rule, status, sent_on, sent_by, sent_at,
                                      notice_mailed_at, created_at, updated_at)
       select id, provision_id, due_on, rule,
              (case when due_on < ${now}::date - 2 then 'sent' when due_on <= ${now}::date then 'due' else 'scheduled' end)::letter_dispatch_status,
              case when due_on < ${now}::date - 2 then due_on + ${rndInt("h", 521, 3)} end,
              case when due_on < ${now}::date - 2 then ${careStaff("h", 522)} end,
              case when due_on < ${now}::date - 2 then (due_on + ${rndInt("h", 521, 3)}) + time '10:30' end,
              case when due_on < ${now}::date - 2 and recipient->>'email' is not null then (due_on + ${rndInt("h", 521, 3)}) + time '10:35' end,
              set_at, set_at
       from (
         select l.id, l.provision_id, l.recipient, d.funeral_date_set_at as set_at, hashtext(l.id::text)::int8 as h,
                case l.shipping_date->>'generic'
                  when 'AFTER_FUNERAL' then d.funeral_date + 14
                  when 'YEAR_AFTER_FUNERAL' then (d.funeral_date + interval '1 year')::date
                  else (select case when x <= d.funeral_date then (x + interval '1 year')::date else x end
                        from (select make_date(extract(year from d.funeral_date)::int,
                                               split_part(l.shipping_date->'exact'->>'day', '.', 2)::int,
                                               split_part(l.shipping_date->'exact'->>'day', '.', 1)::int) as x) e)
                end as due_on,
                case l.shipping_date->>'generic' when 'AFTER_FUNERAL' then 'afterFuneral'
                  when 'YEAR_AFTER_FUNERAL' then 'yearAfterFuneral' else 'nextOccurrence' end as rule
         from death_reports d join letters l on l.provision_id = d.provision_id
         where d.status = 'confirmed' and d.funeral_date is not null and l.create_step = 4
       ) l`,
      // The dispatch days lie after the letters were written: a letter written after its date was due would be
      // sent at once; keep the generated ones in order.
      `update letter_dispatches set sent_on = least(sent_on, ${now}::date), sent_at = least(sent_at, ${now}),
              notice_mailed_at = least(notice_mailed_at, ${now}) where sent_on is not null`,
    ];
  },
};

const guestsStep: Step = {
  name: "guests",
  transaction: true,
  statements: (input) => [
    `insert into guests (provision_id, name, relation, address, email, note, invite, notify, sort, created_at, updated_at)
     select provision_id, name, relation, address, email, note, invite, notify or not invite,
            row_number() over (partition by provision_id order by j), at, at
     from (
       select j, c.provision_id,
              g.firstname || ' ' || case when ${rnd("j", 603)} < 0.6 then c.lastname else ${pick(LAST_NAMES, "j", 604)} end as name,
              case when g.female then ${pick(RELATIONS_FEMALE, "j", 605)} else ${pick(RELATIONS_MALE, "j", 605)} end as relation,
              case when ${rnd("j", 606)} < 0.5 then ${pick(STREETS, "j", 607)} || ' ' || (1 + ${rndInt("j", 608, 80)}) || ', ' || p.code || ' ' || p.city end as address,
              case when ${rnd("j", 609)} < 0.4 then ${mailSpelling("g.firstname")} || '.' || j || '@' || ${pick(MAIL_DOMAINS, "j", 610)} end as email,
              case when ${rnd("j", 611)} < 0.1 then ${pick(["Bitte persönlich anrufen", "Nur zur Trauerfeier", "Kommt mit Familie", "Lebt im Ausland"], "j", 612)} end as note,
              ${rnd("j", 613)} < 0.8 as invite, ${rnd("j", 614)} < 0.9 as notify,
              c.created_at + (coalesce(c.frozen_at, ${nowOf(input)}) - c.created_at) * ${rnd("j", 615)} as at
       from generate_series(1, ${2 * input.customers}) j
       join bench_c c on c.i = ${customerOf("j", 601, input)}
       join bench_pc p on p.n = 1 + ${rndInt("j", 602, "(select count(*) from bench_pc)")}
       cross join lateral (
         select ${rnd("j", 616)} < 0.5 as female,
                case when ${rnd("j", 616)} < 0.5 then ${pick(FEMALE_NAMES, "j", 617)} else ${pick(MALE_NAMES, "j", 617)} end as firstname
       ) g
     ) g`,
  ],
};

const auditStep: Step = {
  name: "audit log",
  transaction: true,
  statements: (input) => [
    `insert into audit_log (actor_user_id, provision_id, action, detail, ip, at)
     select case when own then c.user_id else ${careStaff("j", 702)} end, c.provision_id,
            case when own then ${pick(CUSTOMER_ACTIONS, "j", 703)} else ${pick(STAFF_ACTIONS, "j", 704)} end,
            case when own then '{}'::jsonb
                 else jsonb_build_object('reason', ${pick(["Anruf", "E-Mail", "Rückruf", "Brief"], "j", 705)}) end,
            (${pick(["84", "87", "91", "93", "178", "188", "217"], "j", 706)}) || '.' || ${rndInt("j", 707, 256)} || '.' || ${rndInt("j", 708, 256)} || '.' || (1 + ${rndInt("j", 709, 254)}),
            c.created_at + (coalesce(c.frozen_at, ${nowOf(input)}) - c.created_at) * ${rnd("j", 710)}
     from (select j, ${rnd("j", 711)} < 0.75 as own from generate_series(1, ${6 * input.customers}) j) s
     join bench_c c on c.i = ${customerOf("j", 701, input)}
     where c.confirmed or not own`,
  ],
};

const outboxStep: Step = {
  name: "mail outbox",
  transaction: true,
  statements: (input) => {
    // The templates a customer can have had: 5 before paying, 7 once paid, 8 after a cancellation.
    const template = `1 + ${rndInt("j", 802, "case when c.cancelled_at is not null then 8 when c.paid_at is not null then 7 else 5 end")}`;
    const status = rnd("j", 803);
    return [
      `insert into mail_outbox ("to", subject, text, html, template, dedupe_key, user_id, provision_id, status, attempts,
                                next_attempt_at, sent_at, last_error, message_id, created_at, updated_at)
       select c.email, m.subject,
              'Guten Tag ' || case when c.salutation = 'madame' then 'Frau ' else 'Herr ' end || c.lastname
                || E',\\n\\n' || m.subject || E'.\\n\\nIhr Vorsorgeportal',
              '<p>Guten Tag ' || case when c.salutation = 'madame' then 'Frau ' else 'Herr ' end || c.lastname
                || ',</p><p>' || m.subject || '.</p><p>Ihr Vorsorgeportal</p>',
              m.template, m.template || ':' || c.provision_id || ':' || j, c.user_id, c.provision_id,
              (case when ${status} < 0.965 then 'sent' when ${status} < 0.998 then 'failed' else 'pending' end)::mail_status,
              case when ${status} < 0.965 then 1 when ${status} < 0.998 then 5 else 0 end,
              at, case when ${status} < 0.965 then at + interval '20 seconds' end,
              case when ${status} >= 0.965 and ${status} < 0.998 then '550 5.1.1 mailbox unavailable' end,
              case when ${status} < 0.965 then '<' || md5('m:' || j) || '@vorsorgeportal.example>' end,
              at, at
       from (select j, c.*, c.created_at + (coalesce(c.frozen_at, ${nowOf(input)}) - c.created_at) * ${rnd("j", 804)} as at
             from generate_series(1, ${4 * input.customers}) j
             join bench_c c on c.i = ${customerOf("j", 801, input)}) c
       join (select * from unnest(${textArray(MAIL_TEMPLATES.map((t) => t[0]))}, ${textArray(MAIL_TEMPLATES.map((t) => t[1]))})
               with ordinality as t(template, subject, n)) m on m.n = ${template}`,
    ];
  },
};

/**
 * `listRows` customers for each customer-care list (decision 0066, 2026-11-27): copies of the generated customers (with
 * their accounts), in a state that puts them on the list, as the portal's own writes would leave them: an e-mail
 * not confirmed after a week; a trial ending in the coming days; a PayPal subscription PayPal suspended (the sync
 * ended the payment and took the plan back); an offer older than six months; a first SEPA payment whose yearly debit
 * falls in the coming days; documents requested; a partner request.
 */
const listFill: Step = {
  name: "customer-care lists filled",
  transaction: true,
  statements: (input) => {
    if (input.listRows === 0) return [];
    const now = nowOf(input);
    const open = `'cancelled_at', null, 'frozen_at', null, 'frozen_fees', null, 'payment_accepted_at', null,
      'payment_accepted_plan', null, 'payment_price_guarantee', null, 'price_guarantee_booked_at', null,
      'requested_documents_at', null, 'partner_consent_at', null, 'first_paid_at', null, 'payment_ended_at', null,
      'next_debit_on', null,
      'status', 'CONFIRMED', 'state', null, 'flags', '{"introSeen": true}'::jsonb`;
    const lists: { key: number; provision: string; payment?: string }[] = [
      {
        key: 1,
        provision: `'status', 'NOT_CONFIRMED', 'flags', '{}'::jsonb, 'created_at', ${now} - interval '8 days' - interval '1 hour' * g`,
      },
      {
        key: 2,
        provision: `'trial_ends_at', ${now} + interval '1 day' + interval '40 minutes' * g, 'created_at', ${now} - interval '27 days' + interval '40 minutes' * g`,
      },
      {
        key: 3,
        provision: `'created_at', ${now} - interval '120 days'`,
        payment: `'payment_type', 'paypal', 'iban_encrypted', null, 'iban_last4', null, 'bank', null, 'bic', null,
          'mandate_reference', null, 'paypal_order_id', 'LIST' || g, 'paypal_subscription_id', 'I-LISTFILL' || lpad(g::text, 6, '0'),
          'created_at', ${now} - interval '90 days', 'ended_at', ${now} - interval '1 hour' * g, 'ended_status', 'SUSPENDED'`,
      },
      {
        key: 4,
        provision: `'proposal_id', null, 'created_at', ${now} - interval '7 months' - interval '1 hour' * g`,
      },
      {
        key: 5,
        provision: `'status', 'CONFIRMED', 'payment_accepted_plan', '2', 'payment_accepted_at', ${now} + interval '2 days' + interval '2 hours' * g - interval '1 year',
          'created_at', ${now} + interval '1 day' + interval '2 hours' * g - interval '1 year'`,
        payment: `'created_at', ${now} + interval '2 days' + interval '2 hours' * g - interval '1 year', 'ended_at', null,
          'ended_status', null, 'checked_at', null, 'cancel_requested_at', null`,
      },
      { key: 6, provision: `'requested_documents_at', ${now} - interval '1 hour' * g` },
      { key: 7, provision: `'partner_consent_at', ${now} - interval '1 hour' * g` },
    ];
    const id = (kind: string, key: number) => uuidOf(kind, `${key * 1_000_000} + g`);
    // The templates: the live, open customers in number order, taken in turn.
    const template = `(select array_agg(id order by number) from provisions
      where frozen_at is null and cancelled_at is null and user_id is not null)`;
    const sepaTemplate = `(select id from payments where payment_type = 'sepa' and ended_at is null order by id limit 1)`;
    return [
      `create temp table bench_list_fill as
         select l.key, g, (${template})[1 + (g - 1) % cardinality(${template})] as template
         from generate_series(1, 7) l(key), generate_series(1, ${input.listRows}) g`,
      // `cross join lateral jsonb_populate_record(…) r` and `r.*`: `(jsonb_populate_record(…)).*` would call the
      // function once per column.
      ...lists.flatMap(({ key, provision, payment }) => [
        `insert into users select r.*
         from bench_list_fill f join provisions pv on pv.id = f.template join users u on u.id = pv.user_id
         cross join lateral jsonb_populate_record(null::users, to_jsonb(u) || jsonb_build_object(
           'id', ${id("lu", key)}, 'email', 'liste${key}-' || g || '.' || u.email,
           'status', case when ${key} = 1 then 'NOT_CONFIRMED' else 'CONFIRMED' end,
           'confirmed_at', case when ${key} = 1 then null else u.confirmed_at end)) r
         where f.key = ${key}`,
        `insert into provisions select r.*
         from bench_list_fill f join provisions pv on pv.id = f.template
         cross join lateral jsonb_populate_record(null::provisions, to_jsonb(pv) || jsonb_build_object(
           'id', ${id("lp", key)}, 'number', 8000000 + ${key} * 100000 + g, 'user_id', ${id("lu", key)},
           'user_email', 'liste${key}-' || g || '.' || pv.user_email, 'email', 'liste${key}-' || g || '.' || pv.user_email,
           ${open}) || jsonb_build_object(${provision})) r
         where f.key = ${key}`,
        ...(payment
          ? [
              `insert into payments select r.*
               from bench_list_fill f cross join payments p
               cross join lateral jsonb_populate_record(null::payments, to_jsonb(p) || jsonb_build_object(
                 'id', ${id("lpay", key)}, 'provision_id', ${id("lp", key)}, 'paypal_order_id', null,
                 'paypal_subscription_id', null, 'coupon_code', null, 'discount_percent', 0,
                 'price_guarantee_discount', null) || jsonb_build_object(${payment})) r
               where f.key = ${key} and p.id = ${sepaTemplate}`,
            ]
          : []),
      ]),
      `drop table bench_list_fill`,
    ];
  },
};

const analyze: Step = { name: "analyze", transaction: false, statements: () => ["analyze"] };

export const STEPS: readonly Step[] = [
  prepare,
  staffAndSites,
  sitePicks,
  customers,
  accounts,
  offers,
  paymentsStep,
  deaths,
  lettersStep,
  guestsStep,
  auditStep,
  outboxStep,
  listFill,
  analyze,
];

/** The tables the generator writes, for the table of rows. */
export const TABLES = [
  "users",
  "proposals",
  "proposal_items",
  "provisions",
  "payments",
  "death_reports",
  "letters",
  "letter_dispatches",
  "guests",
  "audit_log",
  "mail_outbox",
  "funeral_sites",
  "postal_codes",
] as const;
