/**
 * Reference data of the catalogue: plans, grave types, products, services, extras, coupons and price plans.
 * Pure data (no I/O); `seed()` writes it idempotently. Prices are net cents (VAT is added at display time).
 */
import type { FuneralPlan, FuneralType, ProductCategory } from "../schema/enums";
import type { ProductTranslations, ServiceTranslations } from "../schema/catalog";

export interface PlanSeed {
  id: FuneralPlan;
  name: string;
  seaName: string;
  description: string;
  priceCents: number;
  sort: number;
}

export const PLANS: PlanSeed[] = [
  {
    id: "basic",
    name: "Basis",
    seaName: "Stille Seebestattung",
    description:
      "Eine würdevolle, schlichte Bestattung mit allen notwendigen Leistungen: Sarg, Urne, Überführung und Behördengänge.",
    priceCents: 49_000,
    sort: 1,
  },
  {
    id: "high",
    name: "Komfort",
    seaName: "Begleitete Seebestattung",
    description:
      "Alles aus dem Basis-Paket, dazu hochwertigere Ausstattung und ein Sarggesteck als Blumenschmuck für den Abschied.",
    priceCents: 69_000,
    sort: 2,
  },
  {
    id: "premium",
    name: "Premium",
    seaName: "Seebestattung Premium",
    description:
      "Die umfassende Vorsorge: edle Ausstattung, Blumenschmuck, Trauerkarten und eine Traueranzeige in der Zeitung.",
    priceCents: 99_000,
    sort: 3,
  },
];

export interface GraveTypeSeed {
  id: string;
  funeralType: FuneralType;
  code: string;
  name: string;
  description: string;
  defaultForPlans: FuneralPlan[];
  sort: number;
}

const ALL_PLANS: FuneralPlan[] = ["basic", "high", "premium"];

/** Codes per spec 000 §3: cremation NW; sea SU (basic) and SB (high, premium); tree BBG; burial empty. */
export const GRAVE_TYPES: GraveTypeSeed[] = [
  {
    id: "reihengrab",
    funeralType: "burial",
    code: "",
    name: "Reihengrab",
    description:
      "Einzelgrab in einer Reihe, das der Friedhof der Reihe nach vergibt. Nutzungszeit meist 20 bis 25 Jahre, nicht verlängerbar.",
    defaultForPlans: ALL_PLANS,
    sort: 1,
  },
  {
    id: "wahlgrab",
    funeralType: "burial",
    code: "",
    name: "Wahlgrab",
    description:
      "Grabstätte mit frei wählbarer Lage, auch für mehrere Personen. Die Nutzungszeit lässt sich verlängern – geeignet als Familiengrab.",
    defaultForPlans: [],
    sort: 2,
  },
  {
    id: "rasengrab",
    funeralType: "burial",
    code: "",
    name: "Rasengrab",
    description:
      "Grab unter einer gepflegten Rasenfläche mit einer ebenerdigen Grabplatte. Die Pflege übernimmt der Friedhof.",
    defaultForPlans: [],
    sort: 3,
  },
  {
    id: "urnenreihengrab",
    funeralType: "cremation",
    code: "NW",
    name: "Urnenreihengrab",
    description:
      "Einzelgrab für eine Urne, der Reihe nach vergeben. Die Grabpflege liegt bei den Angehörigen.",
    defaultForPlans: ALL_PLANS,
    sort: 1,
  },
  {
    id: "urnenwahlgrab",
    funeralType: "cremation",
    code: "NW",
    name: "Urnenwahlgrab",
    description:
      "Urnengrab mit frei wählbarer Lage für eine oder mehrere Urnen; die Nutzungszeit ist verlängerbar.",
    defaultForPlans: [],
    sort: 2,
  },
  {
    id: "urnengemeinschaftsgrab",
    funeralType: "cremation",
    code: "NW",
    name: "Urnengemeinschaftsgrab",
    description:
      "Beisetzung in einer gemeinsamen, gepflegten Grabanlage, auf Wunsch mit Namenstafel. Keine Grabpflege nötig.",
    defaultForPlans: [],
    sort: 3,
  },
  {
    id: "kolumbarium",
    funeralType: "cremation",
    code: "NW",
    name: "Kolumbarium",
    description:
      "Die Urne wird in einer Nische einer Urnenwand oder Urnenhalle beigesetzt, verschlossen mit einer Gedenkplatte.",
    defaultForPlans: [],
    sort: 4,
  },
  {
    id: "seebestattung-still",
    funeralType: "sea",
    code: "SU",
    name: "Stille Seebestattung",
    description:
      "Die Seeurne wird ohne Begleitung der Angehörigen von der Reederei auf See beigesetzt. Sie erhalten einen Seekartenauszug mit der Position.",
    defaultForPlans: ["basic"],
    sort: 1,
  },
  {
    id: "seebestattung-begleitet",
    funeralType: "sea",
    code: "SB",
    name: "Begleitete Seebestattung",
    description:
      "Angehörige begleiten die Beisetzung an Bord, mit kurzer Ansprache des Kapitäns, Schiffsglocke und Blumengruß.",
    defaultForPlans: ["high", "premium"],
    sort: 2,
  },
  {
    id: "gemeinschaftsbaum",
    funeralType: "tree",
    code: "BBG",
    name: "Platz an einem Gemeinschaftsbaum",
    description: "Beisetzung der Bio-Urne an den Wurzeln eines Baumes, den sich mehrere Verstorbene teilen.",
    defaultForPlans: ALL_PLANS,
    sort: 1,
  },
  {
    id: "baumgrab",
    funeralType: "tree",
    code: "BBG",
    name: "Eigener Baum",
    description:
      "Ein eigener Baum als Grabstätte für Sie und auf Wunsch für Ihre Familie, mit dezenter Namenstafel.",
    defaultForPlans: [],
    sort: 2,
  },
];

export interface ProductSeed {
  articleNumber: string;
  category: ProductCategory;
  priceCents: number;
  /** 1-based number of the picture public/products/<category>-<n>.svg. */
  picture: number;
  translations: ProductTranslations;
  defaultPlans: FuneralPlan[];
  funeralTypes: FuneralType[];
}

function product(
  category: ProductCategory,
  n: number,
  articleNumber: string,
  priceCents: number,
  name: string,
  shortname: string,
  description: string,
  properties: ProductTranslations["properties"],
  defaultPlans: FuneralPlan[] = [],
  funeralTypes: FuneralType[] = [],
): ProductSeed {
  return {
    articleNumber,
    category,
    priceCents,
    picture: n,
    translations: { name, shortname, description, properties },
    defaultPlans,
    funeralTypes,
  };
}

const URN_TYPES: FuneralType[] = ["cremation", "sea", "tree"];

/**
 * Default products follow spec 000 §3: basic → coffin and urn; high adds flower; premium adds flower, card and
 * notice. Exactly one default per category, plan and funeral type (burial needs no urn).
 */
export const PRODUCTS: ProductSeed[] = [
  // Coffins (every funeral type: sea and tree burials are cremations first).
  product(
    "coffin",
    1,
    "SA-1001",
    59_000,
    "Kiefernsarg „Basis“",
    "Kiefernsarg Basis",
    "Schlichter Sarg aus massiver Kiefer, naturbelassen und geölt, mit Innenausstattung aus Baumwolle.",
    { color: "Kiefer natur", size: "200 × 60 × 55 cm", weight: "38 kg" },
    ["basic"],
  ),
  product(
    "coffin",
    2,
    "SA-1002",
    129_000,
    "Eichensarg „Klassik“",
    "Eichensarg Klassik",
    "Klassischer Sarg aus Eiche, mittelbraun gebeizt, mit sechs Messinggriffen und Satinausstattung.",
    { color: "Eiche mittelbraun", size: "205 × 62 × 58 cm", weight: "55 kg" },
    ["high"],
  ),
  product(
    "coffin",
    3,
    "SA-1003",
    219_000,
    "Eichensarg „Edel“",
    "Eichensarg Edel",
    "Sarg aus massiver Eiche in dunklem Farbton mit profiliertem Deckel, eingelegtem Kreuz und Griffen aus Messing.",
    { color: "Eiche dunkel", size: "208 × 64 × 60 cm", weight: "68 kg" },
    ["premium"],
  ),
  product(
    "coffin",
    4,
    "SA-1004",
    74_000,
    "Naturholzsarg aus Pappel",
    "Pappelsarg Natur",
    "Unbehandelter Sarg aus heimischem Pappelholz, ohne Lack und Metallteile – besonders umweltschonend.",
    { color: "Pappel hell", size: "200 × 60 × 55 cm", weight: "32 kg" },
  ),
  product(
    "coffin",
    5,
    "SA-1005",
    98_000,
    "Weißer Lacksarg „Lilie“",
    "Lacksarg Lilie",
    "Heller Sarg in seidenmattem Weiß mit zartem Lilienmotiv auf dem Deckel und Ausstattung in Creme.",
    { color: "Weiß seidenmatt", size: "202 × 60 × 56 cm", weight: "45 kg" },
  ),
  product(
    "coffin",
    6,
    "SA-1006",
    86_000,
    "Ökosarg aus Paulownia",
    "Ökosarg Paulownia",
    "Leichter Sarg aus schnell nachwachsendem Paulowniaholz, mit Leinöl behandelt und vollständig abbaubar.",
    { color: "Paulownia natur", size: "200 × 58 × 54 cm", weight: "24 kg" },
  ),
  // Urns (not for burial).
  product(
    "urn",
    1,
    "UR-2001",
    9_500,
    "Schmuckurne „Schlicht“",
    "Urne Schlicht",
    "Schlichte Schmuckurne aus pulverbeschichtetem Stahl in Anthrazit, passend für jede Grabart.",
    { color: "Anthrazit", size: "Höhe 27 cm, Ø 18 cm", weight: "1,2 kg" },
    ["basic"],
    ["cremation"],
  ),
  product(
    "urn",
    2,
    "UR-2002",
    19_500,
    "Schmuckurne „Klassik“ aus Messing",
    "Urne Klassik",
    "Schmuckurne aus gebürstetem Messing mit umlaufendem Zierband.",
    { color: "Messing", size: "Höhe 28 cm, Ø 19 cm", weight: "1,8 kg" },
    ["high"],
    ["cremation"],
  ),
  product(
    "urn",
    3,
    "UR-2003",
    34_500,
    "Keramikurne „Edel“",
    "Keramikurne Edel",
    "Handgefertigte Keramikurne in tiefem Blau mit zwei goldenen Zierlinien.",
    { color: "Tiefblau mit Gold", size: "Höhe 29 cm, Ø 20 cm", weight: "2,4 kg" },
    ["premium"],
    ["cremation"],
  ),
  product(
    "urn",
    4,
    "UR-2004",
    14_500,
    "Seeurne „Salz und Sand“",
    "Seeurne Salz und Sand",
    "Wasserlösliche Seeurne aus gepresstem Meersalz und Sand, die sich nach der Beisetzung im Meer auflöst.",
    { color: "Sandfarben", size: "Höhe 26 cm, Ø 20 cm", weight: "2,0 kg" },
    ["basic", "high", "premium"],
    ["sea"],
  ),
  product(
    "urn",
    5,
    "UR-2005",
    12_500,
    "Bio-Urne aus Naturfaser",
    "Bio-Urne Naturfaser",
    "Biologisch abbaubare Urne aus Naturfasern und Pflanzenstärke, für die Beisetzung an einem Baum.",
    { color: "Naturbraun", size: "Höhe 25 cm, Ø 18 cm", weight: "0,6 kg" },
    ["basic", "high", "premium"],
    ["tree"],
  ),
  product(
    "urn",
    6,
    "UR-2006",
    21_500,
    "Seeurne „Muschel“",
    "Seeurne Muschel",
    "Seeurne aus Zellulose mit Muschelrelief in Perlmuttweiß, löst sich innerhalb weniger Stunden im Wasser.",
    { color: "Perlmuttweiß", size: "Höhe 27 cm, Ø 19 cm", weight: "0,9 kg" },
    [],
    ["sea"],
  ),
  product(
    "urn",
    7,
    "UR-2007",
    16_500,
    "Bio-Urne aus Holz",
    "Bio-Urne Holz",
    "Unbehandelte Urne aus Lindenholz, verrottet im Waldboden innerhalb weniger Jahre.",
    { color: "Linde natur", size: "Höhe 26 cm, Ø 19 cm", weight: "1,1 kg" },
    [],
    ["cremation", "tree"],
  ),
  // Flowers.
  product(
    "flower",
    1,
    "BL-3001",
    18_500,
    "Sarggesteck „Weiße Rosen“",
    "Gesteck Weiße Rosen",
    "Längliches Gesteck aus weißen Rosen, Eustoma und Eukalyptus für den Sargdeckel oder neben der Urne.",
    { color: "Weiß und Grün", size: "90 × 35 cm", weight: "3 kg" },
    ["high"],
  ),
  product(
    "flower",
    2,
    "BL-3002",
    29_500,
    "Sargbukett „Frühlingsgruß“",
    "Bukett Frühlingsgruß",
    "Üppiges Bukett aus Tulpen, Ranunkeln und Rosen in Rosa und Gelb mit Schleierkraut.",
    { color: "Rosa und Gelb", size: "110 × 40 cm", weight: "4 kg" },
    ["premium"],
  ),
  product(
    "flower",
    3,
    "BL-3003",
    14_500,
    "Urnenkranz aus Efeu",
    "Urnenkranz",
    "Kleiner Kranz aus Efeu mit weißen Blüten, der die Urne während der Trauerfeier umrahmt.",
    { color: "Grün und Weiß", size: "Ø 45 cm", weight: "1,5 kg" },
    [],
    URN_TYPES,
  ),
  product(
    "flower",
    4,
    "BL-3004",
    22_500,
    "Trauerkranz „Klassik“",
    "Trauerkranz Klassik",
    "Klassischer Kranz aus Tanne und Buchsbaum mit roten Rosen und einer Schleife mit Ihrem Text.",
    { color: "Grün und Rot", size: "Ø 70 cm", weight: "5 kg" },
  ),
  product(
    "flower",
    5,
    "BL-3005",
    6_500,
    "Handstrauß „Abschied“",
    "Handstrauß",
    "Kleiner Strauß mit Lavendel und Gräsern, den Angehörige zum Abschied ans Grab legen.",
    { color: "Lila", size: "Länge 40 cm", weight: "0,4 kg" },
  ),
  product(
    "flower",
    6,
    "BL-3006",
    5_500,
    "Streublumen für die Seebestattung",
    "Streublumen",
    "Lose Blütenblätter und Blüten, die bei der Beisetzung auf das Wasser gestreut werden.",
    { color: "Apricot und Weiß", size: "1 Korb", weight: "0,5 kg" },
    [],
    ["sea"],
  ),
  // Cards.
  product(
    "card",
    1,
    "KA-4001",
    4_900,
    "Trauerkarte „Stille“",
    "Trauerkarte Stille",
    "Klappkarte mit Kerzenmotiv auf Naturpapier, mit Ihrem Text gedruckt, inklusive Umschläge.",
    { color: "Creme", size: "Klappkarte 148 × 105 mm, 50 Stück", weight: "0,6 kg" },
    ["premium"],
  ),
  product(
    "card",
    2,
    "KA-4002",
    5_900,
    "Trauerkarte „Lichtblick“",
    "Trauerkarte Lichtblick",
    "Trauerkarte mit aufgehender Sonne als Zeichen der Hoffnung, auf warmweißem Karton.",
    { color: "Warmweiß und Gold", size: "Klappkarte 148 × 105 mm, 50 Stück", weight: "0,6 kg" },
  ),
  product(
    "card",
    3,
    "KA-4003",
    4_500,
    "Danksagungskarte „Dank“",
    "Danksagungskarte",
    "Schlichte Karte, mit der Sie sich nach der Trauerfeier für Anteilnahme und Begleitung bedanken.",
    { color: "Hellgrau", size: "Karte 148 × 105 mm, 50 Stück", weight: "0,4 kg" },
  ),
  product(
    "card",
    4,
    "KA-4004",
    5_900,
    "Trauerkarte „Baum des Lebens“",
    "Trauerkarte Baum",
    "Trauerkarte mit Lebensbaum in zartem Grün – passend zur Baumbestattung.",
    { color: "Naturweiß und Grün", size: "Klappkarte 148 × 105 mm, 50 Stück", weight: "0,6 kg" },
  ),
  product(
    "card",
    5,
    "KA-4005",
    5_900,
    "Trauerkarte „Meer“",
    "Trauerkarte Meer",
    "Trauerkarte mit Wellenmotiv in Blau – passend zur Seebestattung.",
    { color: "Hellblau", size: "Klappkarte 148 × 105 mm, 50 Stück", weight: "0,6 kg" },
  ),
  product(
    "card",
    6,
    "KA-4006",
    5_400,
    "Trauerkarte „Taube“",
    "Trauerkarte Taube",
    "Trauerkarte mit geprägter Taube auf altrosafarbenem Papier.",
    { color: "Altrosa", size: "Klappkarte 148 × 105 mm, 50 Stück", weight: "0,6 kg" },
  ),
  // Notices.
  product(
    "notice",
    1,
    "AN-5001",
    39_000,
    "Traueranzeige klein",
    "Anzeige klein",
    "Traueranzeige in der örtlichen Tageszeitung, einspaltig, mit Name, Lebensdaten und einem kurzen Spruch.",
    { color: "Schwarz-Weiß", size: "1 Spalte × 60 mm", weight: "—" },
    ["premium"],
  ),
  product(
    "notice",
    2,
    "AN-5002",
    69_000,
    "Traueranzeige mittel",
    "Anzeige mittel",
    "Zweispaltige Traueranzeige in der örtlichen Tageszeitung mit Symbol, Text und Angaben zur Trauerfeier.",
    { color: "Schwarz-Weiß", size: "2 Spalten × 90 mm", weight: "—" },
  ),
  product(
    "notice",
    3,
    "AN-5003",
    189_000,
    "Traueranzeige überregional",
    "Anzeige überregional",
    "Große Traueranzeige in einer überregionalen Tageszeitung, gestaltet nach Ihren Wünschen.",
    { color: "Schwarz-Weiß", size: "3 Spalten × 120 mm", weight: "—" },
  ),
  product(
    "notice",
    4,
    "AN-5004",
    9_900,
    "Online-Gedenkseite",
    "Gedenkseite online",
    "Eine Gedenkseite im Internet, auf der Angehörige und Freunde Kerzen anzünden und Erinnerungen teilen.",
    { color: "Digital", size: "Laufzeit 5 Jahre", weight: "—" },
  ),
  product(
    "notice",
    5,
    "AN-5005",
    29_000,
    "Danksagungsanzeige",
    "Danksagung",
    "Einspaltige Anzeige in der Tageszeitung, mit der sich die Familie nach der Beisetzung bedankt.",
    { color: "Schwarz-Weiß", size: "1 Spalte × 50 mm", weight: "—" },
  ),
  // Grave goods.
  product(
    "grave_goods",
    1,
    "GB-6001",
    8_900,
    "Sterbewäsche „Talar“",
    "Talar",
    "Schlichter Talar aus Baumwolle in Cremeweiß als letzte Kleidung.",
    { color: "Cremeweiß", size: "Einheitsgröße", weight: "0,5 kg" },
  ),
  product(
    "grave_goods",
    2,
    "GB-6002",
    11_900,
    "Decke und Kissen aus Satin",
    "Decke und Kissen",
    "Sargausstattung aus Decke und Kissen in zartem Flieder, mit feiner Steppung.",
    { color: "Flieder", size: "Decke 190 × 60 cm", weight: "1,1 kg" },
  ),
  product(
    "grave_goods",
    3,
    "GB-6003",
    2_900,
    "Grablicht „Ewiges Licht“",
    "Grablicht",
    "Rotes Grablicht mit Metalldeckel, brennt rund sieben Tage.",
    { color: "Rot", size: "Höhe 16 cm", weight: "0,5 kg" },
    [],
    ["burial", "cremation"],
  ),
  product(
    "grave_goods",
    4,
    "GB-6004",
    14_900,
    "Holzkreuz aus Eiche",
    "Holzkreuz",
    "Grabkreuz aus Eiche mit graviertem Namensschild, als Grabzeichen bis zur Aufstellung eines Grabsteins.",
    { color: "Eiche natur", size: "Höhe 90 cm", weight: "4 kg" },
    [],
    ["burial", "cremation"],
  ),
  product(
    "grave_goods",
    5,
    "GB-6005",
    3_900,
    "Kondolenzbuch in Leinen",
    "Kondolenzbuch",
    "Kondolenzbuch mit Leineneinband und 96 Seiten für Worte der Anteilnahme bei der Trauerfeier.",
    { color: "Leinen natur", size: "24 × 17 cm", weight: "0,7 kg" },
  ),
  product(
    "grave_goods",
    6,
    "GB-6006",
    2_400,
    "Rosenkranz aus Olivenholz",
    "Rosenkranz",
    "Rosenkranz mit Perlen aus Olivenholz als Beigabe für den Sarg.",
    { color: "Olivenholz", size: "Länge 45 cm", weight: "0,05 kg" },
  ),
];

export interface ServiceSeed {
  identifier: string;
  optional: boolean;
  priceCents: number;
  translations: ServiceTranslations;
  funeralTypes: FuneralType[];
}

function service(
  identifier: string,
  optional: boolean,
  priceCents: number,
  shortname: string,
  shortDescription: string,
  description: string,
  footnote: string,
  funeralTypes: FuneralType[] = [],
): ServiceSeed {
  return {
    identifier,
    optional,
    priceCents,
    translations: { shortname, shortDescription, description, footnote },
    funeralTypes,
  };
}

export const SERVICES: ServiceSeed[] = [
  service(
    "ueberfuehrung",
    false,
    39_000,
    "Überführung",
    "Abholung und Überführung zum Bestattungsinstitut",
    "Wir holen die verstorbene Person rund um die Uhr am Sterbeort ab – zu Hause, im Krankenhaus oder im Pflegeheim – und überführen sie in einem Bestattungsfahrzeug.",
    "Im Umkreis von 50 km; jeder weitere Kilometer 1,90 €.",
  ),
  service(
    "hygienische-versorgung",
    false,
    19_000,
    "Hygienische Versorgung",
    "Waschen, Ankleiden und Einbetten",
    "Die verstorbene Person wird respektvoll gewaschen, angekleidet und in den Sarg gebettet.",
    "Eigene Kleidung kann gern mitgegeben werden.",
  ),
  service(
    "behoerdengaenge",
    false,
    15_000,
    "Behördengänge",
    "Anmeldung beim Standesamt und Friedhof",
    "Wir übernehmen die Anzeige des Sterbefalls beim Standesamt, die Anmeldung beim Friedhof oder der Reederei und alle nötigen Genehmigungen.",
    "Gebühren der Ämter sind im Preis nicht enthalten.",
  ),
  service(
    "sterbeurkunde",
    false,
    3_600,
    "Sterbeurkunden",
    "Drei Ausfertigungen der Sterbeurkunde",
    "Wir beantragen drei Sterbeurkunden, die Angehörige z. B. für Versicherungen, Banken und die Rentenversicherung benötigen.",
    "Weitere Ausfertigungen je 12 € Gebühr des Standesamts.",
  ),
  service(
    "kremation",
    false,
    42_000,
    "Einäscherung",
    "Einäscherung im Krematorium inklusive Leichenschau",
    "Die Einäscherung erfolgt in einem zertifizierten Krematorium, einschließlich der vorgeschriebenen zweiten Leichenschau.",
    "Gebühren des Krematoriums sind enthalten.",
    ["cremation", "sea", "tree"],
  ),
  service(
    "urnenueberfuehrung",
    false,
    12_000,
    "Urnenüberführung",
    "Überführung der Urne zum Bestattungsort",
    "Wir bringen die Urne vom Krematorium zum Friedhof, zum Bestattungswald oder zur Reederei.",
    "Innerhalb Deutschlands.",
    ["cremation", "sea", "tree"],
  ),
  service(
    "organisation-beisetzung",
    false,
    18_000,
    "Organisation der Beisetzung",
    "Termin, Ablauf und Abstimmung mit dem Friedhof",
    "Wir stimmen den Termin der Beisetzung mit Friedhof, Forst oder Reederei ab und begleiten den Ablauf vor Ort.",
    "Bei der stillen Seebestattung ohne Begleitung vor Ort.",
  ),
  service(
    "trauerfeier",
    true,
    45_000,
    "Trauerfeier",
    "Trauerfeier in der Friedhofskapelle",
    "Eine Trauerfeier von bis zu 45 Minuten in der Kapelle oder Trauerhalle, mit Dekoration, Kerzen und Musikanlage.",
    "Kapellengebühr des Friedhofs zusätzlich.",
  ),
  service(
    "aufbahrung",
    true,
    22_000,
    "Aufbahrung",
    "Abschiednahme am offenen Sarg",
    "Angehörige können sich in einem ruhigen Raum in Ruhe verabschieden – am offenen oder geschlossenen Sarg.",
    "Bis zu zwei Stunden, nach Terminabsprache.",
  ),
  service(
    "grabpflege",
    true,
    36_000,
    "Grabpflege",
    "Grabpflege für ein Jahr durch eine Friedhofsgärtnerei",
    "Eine Friedhofsgärtnerei pflegt das Grab ein Jahr lang: Gießen, Unkraut entfernen und saisonale Bepflanzung im Frühjahr und Herbst.",
    "Danach jährlich kündbar.",
    ["burial", "cremation"],
  ),
  service(
    "abmeldungen",
    true,
    12_000,
    "Abmeldungen",
    "Abmeldung bei Rente, Krankenkasse und Verträgen",
    "Wir melden die verstorbene Person bei Rentenversicherung, Krankenkasse, Rundfunkbeitrag und bis zu fünf weiteren Verträgen ab.",
    "Weitere Verträge je 15 €.",
  ),
  service(
    "trauerdruck-versand",
    true,
    9_000,
    "Versand der Trauerpost",
    "Adressieren und Versenden der Trauerkarten",
    "Wir adressieren und versenden Ihre Trauerkarten an die Empfänger Ihrer Liste, inklusive Porto für bis zu 50 Briefe.",
    "Für Karten aus unserem Sortiment.",
  ),
];

export interface ExtraSeed {
  key: string;
  name: string;
  description: string;
  priceCents: number;
  picture: number;
}

export const EXTRAS: ExtraSeed[] = [
  {
    key: "trauerredner",
    name: "Trauerredner",
    priceCents: 42_000,
    picture: 1,
    description:
      "Eine freie Trauerrednerin oder ein Trauerredner gestaltet nach einem Vorgespräch mit der Familie eine persönliche Rede.",
  },
  {
    key: "kaffeetafel",
    name: "Kaffeetafel",
    priceCents: 38_000,
    picture: 2,
    description:
      "Kaffee, Tee und Kuchen für bis zu 20 Gäste im Anschluss an die Trauerfeier in einem nahegelegenen Café.",
  },
  {
    key: "musiker",
    name: "Live-Musik",
    priceCents: 35_000,
    picture: 3,
    description:
      "Eine Sängerin, ein Sänger oder ein Instrumentalist spielt bis zu drei Stücke Ihrer Wahl während der Trauerfeier.",
  },
  {
    key: "dekoration",
    name: "Kerzen und Raumschmuck",
    priceCents: 16_000,
    picture: 4,
    description:
      "Zusätzliche Kerzen, Stumpenkerzen und Tücher für eine warme, würdevolle Atmosphäre in der Trauerhalle.",
  },
  {
    key: "videouebertragung",
    name: "Live-Übertragung",
    priceCents: 19_000,
    picture: 5,
    description:
      "Die Trauerfeier wird geschützt im Internet übertragen, damit auch Angehörige in der Ferne dabei sein können.",
  },
];

export interface CouponSeed {
  code: string;
  discountPercent: number;
  description: string;
  active: boolean;
  validUntil: Date | null;
  /** The price-guarantee step the code entitles to (decision 0035); omitted: none. */
  guaranteeStep?: number | null;
}

export const COUPONS: CouponSeed[] = [
  {
    code: "WILLKOMMEN10",
    discountPercent: 10,
    description: "Willkommensrabatt für neue Kundinnen und Kunden",
    active: true,
    validUntil: null,
  },
  {
    code: "FREUNDE15",
    discountPercent: 15,
    description: "Empfehlungsrabatt für Freunde und Familie",
    active: true,
    validUntil: null,
  },
  {
    code: "VORSORGE20",
    discountPercent: 20,
    description: "Aktionsrabatt zur Vorsorgewoche",
    active: true,
    validUntil: null,
  },
  {
    code: "TREUE50",
    discountPercent: 0,
    guaranteeStep: 50,
    description: "Treuestufe: 50 % Nachlass auf die Preisgarantie",
    active: true,
    validUntil: null,
  },
  {
    code: "HERBST2024",
    discountPercent: 10,
    description: "Abgelaufene Herbstaktion 2024",
    active: false,
    validUntil: new Date("2024-11-30T23:59:59Z"),
  },
];

export interface PriceGuaranteePlanSeed {
  id: string;
  discountPercent: number;
  name: string;
  description: string;
  isDefault: boolean;
  sort: number;
}

export const PRICE_GUARANTEE_PLANS: PriceGuaranteePlanSeed[] = [
  {
    id: "pg-0",
    discountPercent: 0,
    name: "Preisgarantie",
    isDefault: true,
    sort: 1,
    description: "Ihre Angebotspreise gelten dauerhaft; die Preisgarantie kostet den vollen Preis.",
  },
  {
    id: "pg-10",
    discountPercent: 10,
    name: "Preisgarantie mit 10 % Nachlass",
    isDefault: false,
    sort: 2,
    description: "Ihre Angebotspreise gelten dauerhaft; der Preis der Preisgarantie sinkt um 10 %.",
  },
  {
    id: "pg-20",
    discountPercent: 20,
    name: "Preisgarantie mit 20 % Nachlass",
    isDefault: false,
    sort: 3,
    description: "Ihre Angebotspreise gelten dauerhaft; der Preis der Preisgarantie sinkt um 20 %.",
  },
  {
    id: "pg-25",
    discountPercent: 25,
    name: "Preisgarantie mit 25 % Partnernachlass",
    isDefault: false,
    sort: 4,
    description:
      "Für Kundinnen und Kunden unseres Finanzpartners: Ihre Angebotspreise gelten dauerhaft; der Preis der Preisgarantie sinkt um 25 %.",
  },
  {
    id: "pg-50",
    discountPercent: 50,
    name: "Preisgarantie mit 50 % Nachlass",
    isDefault: false,
    sort: 5,
    description: "Ihre Angebotspreise gelten dauerhaft; der Preis der Preisgarantie sinkt um 50 %.",
  },
];

export interface PricingPlanSeed {
  id: string;
  name: string;
  priceCents: number;
  period: "year" | "month";
  trialDays: number;
}

/** The base plan of spec 000 §9 (18 € per year, billed annually in advance; 4 weeks free). */
export const PRICING_PLANS: PricingPlanSeed[] = [
  { id: "2", name: "Vorsorge-Jahresplan", priceCents: 1_800, period: "year", trialDays: 28 },
];
