/**
 * SQL building blocks of the scale-data generator (bench/data.ts): deterministic pseudo-random expressions,
 * stable uuids and the German word lists the rows are made of. Everything here returns SQL text; the values
 * are our own constants, quoted by `lit`, never input.
 */

/** A SQL string literal. */
export const lit = (value: string): string => `'${value.replaceAll("'", "''")}'`;

/** A SQL text array of the given values. */
export const textArray = (values: readonly string[]): string => `array[${values.map(lit).join(",")}]::text[]`;

/**
 * A deterministic pseudo-random number in [0, 1) for the integer expression `of` and the stream `salt`: the same
 * row and salt give the same number in every run, different salts are independent.
 */
export const rnd = (of: string, salt: number | string): string =>
  `((hashint8extended((${of})::int8, ${salt}) & 2147483647)::float8 / 2147483648.0)`;

/** An integer in [0, n) drawn like `rnd`. */
export const rndInt = (of: string, salt: number | string, n: number | string): string =>
  `floor(${rnd(of, salt)} * (${n}))::int`;

/** One of `values`, drawn like `rnd`. */
export const pick = (values: readonly string[], of: string, salt: number | string): string =>
  `(${textArray(values)})[1 + ${rndInt(of, salt, values.length)}]`;

/**
 * A stable version-4-shaped uuid for row `of` of the kind `kind` (md5 of both): rows of different tables can name
 * each other without a lookup (the provision of customer i is `uuidOf("p", "i")`).
 */
export const uuidOf = (kind: string, of: string): string =>
  `(overlay(overlay(md5(${lit(`${kind}:`)} || (${of})::text) placing '4' from 13) placing '8' from 17))::uuid`;

/** The expression `text` lower-cased and spelled for an e-mail address (ä → ae, ß → ss, …). */
export const mailSpelling = (text: string): string =>
  `translate(replace(replace(replace(replace(lower(${text}), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'éèáóıćşçğ -', 'eeaoicscg')`;

/** Space-separated words as a list. */
const words = (text: string): readonly string[] => text.split(" ");

export const FEMALE_NAMES = words(
  "Ursula Helga Renate Monika Karin Brigitte Gisela Ingrid Christa Erika Elke Sabine Petra Gabriele " +
    "Andrea Birgit Heike Susanne Martina Claudia Angelika Marion Barbara Hannelore Irmgard Edith Gertrud " +
    "Waltraud Rosemarie Jutta Doris Bärbel Anneliese Dagmar Elisabeth Maria Anna Ute Regina Sigrid " +
    "Hildegard Margarete Cornelia Beate Silke Kerstin Ilse Helene Käthe Lieselotte Anke Ayşe Fatma " +
    "Agnieszka Katarzyna Renée Gudrun Heidi Marlies Roswitha",
);

export const MALE_NAMES = words(
  "Klaus Peter Wolfgang Hans Jürgen Dieter Manfred Werner Gerhard Horst Günter Helmut Uwe Bernd Rainer " +
    "Frank Thomas Michael Andreas Heinz Karl-Heinz Hans-Peter Detlef Rolf Norbert Siegfried Joachim " +
    "Ulrich Reinhard Dietmar Volker Walter Friedrich Lothar Harald Herbert Erich Günther Ralf Jörg " +
    "Matthias Stefan Martin Bernhard Hartmut Wilfried Kurt Heinrich Otto Fritz Mehmet Mustafa Piotr " +
    "Krzysztof René Gerd Egon Alfred Ewald Hermann",
);

export const LAST_NAMES = words(
  "Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer " +
    "Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Schmitt " +
    "Werner Schmitz Krause Meier Lehmann Schmid Schulze Maier Köhler Herrmann König Walter Mayer Huber " +
    "Kaiser Fuchs Peters Lang Scholz Möller Weiß Jung Hahn Schubert Vogel Friedrich Keller Günther Frank " +
    "Berger Winkler Roth Beck Lorenz Baumann Franke Albrecht Schuster Simon Ludwig Böhm Winter Kraus " +
    "Martin Schumacher Krämer Vogt Stein Jäger Otto Sommer Groß Seidel Heinrich Brandt Haas Schreiber " +
    "Graf Schulte Dietrich Ziegler Kuhn Kühn Pohl Engel Horn Busch Bergmann Thomas Voigt Sauer Arnold " +
    "Wolff Pfeiffer Yılmaz Kaya Demir Nowak Kowalski Wójcik Popescu Petrović Rossi Ivanov Janßen Hansen " +
    "Petersen Jensen Thiele Ebert Kessler Hübner Seifert Hennig",
);

/**
 * Mobile prefixes and area codes in use, so that every generated number is one the portal's phone fields take
 * (libphonenumber: "+49 31 …" or "+49 153 …" is no German number, and the profile form refuses it).
 */
export const MOBILE_PREFIXES = words(
  "151 152 155 156 157 159 160 162 163 170 171 172 173 174 175 176 177 178 179",
);
export const AREA_CODES = words(
  "30 40 69 89 221 211 711 341 351 511 421 431 201 231 911 228 251 361 371 381 391 441 451 461 521 531 541 561 611 " +
    "621 631 641 651 681 721 731 741 751 761 771 821 831 841 851 861 871 881 921 931 941 951 961 971 981 991",
);

export const STREETS = [
  "Hauptstraße",
  "Bahnhofstraße",
  "Gartenstraße",
  "Dorfstraße",
  "Schulstraße",
  "Kirchstraße",
  "Bergstraße",
  "Lindenstraße",
  "Waldstraße",
  "Ringstraße",
  "Mühlenweg",
  "Birkenweg",
  "Am Markt",
  "Goethestraße",
  "Schillerstraße",
  "Wiesenweg",
  "Rosenstraße",
  "Feldstraße",
  "Mozartstraße",
  "Beethovenstraße",
  "Kastanienallee",
  "Eichenweg",
  "Parkstraße",
  "Poststraße",
  "Talstraße",
  "Amselweg",
  "Drosselweg",
  "Jahnstraße",
  "Friedrich-Ebert-Straße",
  "Am Sportplatz",
  "Im Winkel",
  "Sonnenhang",
  "Kiefernweg",
  "Brunnenstraße",
] as const;

/** Made-up mail domains under the reserved `.example` name, so that no generated mail can reach anyone. */
export const MAIL_DOMAINS = [
  "gmx.example",
  "gmx.example",
  "web.example",
  "web.example",
  "t-online.example",
  "t-online.example",
  "gmail.example",
  "freenet.example",
  "outlook.example",
  "yahoo.example",
  "posteo.example",
  "online.example",
] as const;

/** Relations of a woman and of a man to the customer (guests, trusted persons, who reports a death). */
export const RELATIONS_FEMALE = [
  "Tochter",
  "Ehefrau",
  "Schwester",
  "Enkelin",
  "Nichte",
  "Freundin",
  "Nachbarin",
  "Lebensgefährtin",
  "Schwägerin",
  "Kollegin",
  "Patentochter",
  "Cousine",
] as const;
export const RELATIONS_MALE = [
  "Sohn",
  "Ehemann",
  "Bruder",
  "Enkel",
  "Neffe",
  "Freund",
  "Nachbar",
  "Lebensgefährte",
  "Schwager",
  "Kollege",
  "Patensohn",
  "Cousin",
] as const;

export const MUSIC = [
  "Ave Maria (Schubert)",
  "Air (Bach)",
  "Time to Say Goodbye",
  "Der Mond ist aufgegangen",
  "Von guten Mächten wunderbar geborgen",
  "Über sieben Brücken musst du gehn",
  "Amazing Grace",
  "Halleluja (Leonard Cohen)",
  "Tears in Heaven",
  "So nimm denn meine Hände",
  "Große Freiheit",
] as const;

export const QUOTES = [
  "Was man tief in seinem Herzen besitzt, kann man nicht durch den Tod verlieren.",
  "Das schönste Denkmal, das ein Mensch bekommen kann, steht in den Herzen der Mitmenschen.",
  "Erinnerungen sind kleine Sterne, die tröstend in das Dunkel unserer Trauer leuchten.",
  "Wenn ihr an mich denkt, seid nicht traurig.",
  "Der Tod ist das Tor zum Licht am Ende eines mühsam gewordenen Weges.",
  "Es ist so schwer, wenn sich der Mutter Augen schließen.",
] as const;

export const LETTER_OPENINGS = [
  "wenn Du diese Zeilen liest, bin ich nicht mehr bei Euch. Ich möchte Dir danken für all die Jahre",
  "ich habe lange überlegt, was ich Dir zum Abschied sagen möchte. Vor allem dies: Du hast mein Leben reicher gemacht",
  "sei nicht zu lange traurig. Denk an unsere Sommer an der Ostsee und an die Abende im Garten",
  "zu Deinem Geburtstag sollst Du noch einmal von mir hören. Ich bin so stolz auf Dich",
  "ein Jahr ist es nun her. Ich hoffe, Ihr habt wieder zueinander gefunden und lacht miteinander",
  "danke für Deine Freundschaft, Deine Geduld und Deine Besuche im Krankenhaus",
] as const;

export const SITE_KINDS = {
  cemetery: [
    "Friedhof",
    "Hauptfriedhof",
    "Waldfriedhof",
    "Parkfriedhof",
    "Bergfriedhof",
    "Neuer Friedhof",
    "Alter Friedhof",
    "Südfriedhof",
    "Nordfriedhof",
    "Kommunalfriedhof",
  ],
  forest: ["Ruheforst", "Bestattungswald", "Friedwald"],
  sea: ["Seebestattung ab"],
} as const;

/**
 * German state by the first two digits of a postal code: the Leitregionen cross state borders here and there,
 * so a few places get a neighbouring state; good enough for generated sites.
 */
export const STATE_BY_PREFIX: Readonly<Record<string, string>> = Object.fromEntries(
  (
    [
      ["Sachsen", "01 02 04 08 09"],
      ["Brandenburg", "03 14 15 16"],
      ["Sachsen-Anhalt", "06 39"],
      ["Thüringen", "07 98 99"],
      ["Berlin", "10 12 13"],
      ["Mecklenburg-Vorpommern", "17 18 19"],
      ["Hamburg", "20 21 22"],
      ["Schleswig-Holstein", "23 24 25"],
      ["Niedersachsen", "26 27 29 30 31 37 38 49"],
      ["Bremen", "28"],
      ["Nordrhein-Westfalen", "32 33 40 41 42 44 45 46 47 48 50 51 52 53 57 58 59"],
      ["Hessen", "34 35 36 60 61 63 64 65"],
      ["Rheinland-Pfalz", "54 55 56 67"],
      ["Saarland", "66"],
      ["Baden-Württemberg", "68 69 70 71 72 73 74 75 76 77 78 79 88 89"],
      ["Bayern", "80 81 82 83 84 85 86 87 90 91 92 93 94 95 96 97"],
    ] as const
  ).flatMap(([state, prefixes]) => prefixes.split(" ").map((prefix) => [prefix, state])),
);

/** Postal-code prefixes on the coast, where sea burials leave from. */
export const COASTAL_PREFIXES = ["17", "18", "23", "24", "25", "26", "27"] as const;

/**
 * Mails of the outbox: template key and subject. Everyone gets the first five; paid customers also the SEPA and
 * yearly mails (the first seven), cancelled ones all eight.
 */
export const MAIL_TEMPLATES: readonly (readonly [string, string])[] = [
  ["confirmation", "Bitte bestätigen Sie Ihre E-Mail-Adresse"],
  ["passwordReset", "Ihr Link zum Zurücksetzen des Passworts"],
  ["trialEnd", "Ihre kostenlose Testphase endet bald"],
  ["contactEmail", "Bitte bestätigen Sie Ihre neue Kontaktadresse"],
  ["trustedPerson", "Sie wurden als Vertrauensperson benannt"],
  ["sepaPrenotification", "Vorabankündigung Ihrer SEPA-Lastschrift"],
  ["yearlyReminder", "Ihre Vorsorge: Zeit für einen kurzen Blick"],
  ["cancellation", "Eingangsbestätigung Ihrer Kündigung"],
];

/** Audit actions of customers on their own provision, and of customer care. */
export const CUSTOMER_ACTIONS = [
  "provision.login",
  "provision.login",
  "provision.login",
  "wishes.update",
  "profile.update",
  "letter.create",
  "provision.flags",
  "wishes.consent",
] as const;
export const STAFF_ACTIONS = [
  "provision.open",
  "provision.read",
  "provision.view",
  "crm.lookup",
  "pricing.grant-step",
  "provision.cancel",
] as const;

export const BANKS = [
  ["Sparkasse KölnBonn", "COLSDE33XXX", "37050198"],
  ["Berliner Sparkasse", "BELADEBEXXX", "10050000"],
  ["Commerzbank", "COBADEFFXXX", "50040000"],
  ["Deutsche Bank", "DEUTDEFFXXX", "50070010"],
  ["Hamburger Sparkasse", "HASPDEHHXXX", "20050550"],
  ["Volksbank Mittelhessen", "VBMHDE5FXXX", "51390000"],
  ["ING", "INGDDEFFXXX", "50010517"],
  ["Postbank", "PBNKDEFFXXX", "10010010"],
] as const;
