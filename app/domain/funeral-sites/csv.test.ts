import { describe, expect, it } from "vitest";
import {
  decodeCsv,
  detectSeparator,
  hasMojibake,
  readHeader,
  readRow,
  REQUIRED_COLUMNS,
  type CsvHeader,
} from "./csv";
import { parseCoordinate, parseFee, parseFuneralTypes, siteIdFor, type GraveTypeRef } from "./site-record";

const graveTypes: GraveTypeRef[] = [
  { id: "reihengrab", funeralType: "burial", name: "Reihengrab" },
  { id: "urnenreihengrab", funeralType: "cremation", name: "Urnenreihengrab" },
  { id: "seebestattung-still", funeralType: "sea", name: "Stille Seebestattung" },
];

const HEADER = ["id", ...REQUIRED_COLUMNS, "gebuehr_reihengrab", "gebuehr_urnenreihengrab"];

function header(): CsvHeader {
  const read = readHeader(HEADER, graveTypes);
  if ("problems" in read) throw new Error(read.problems.join(" "));
  return read.header;
}

const row = (patch: Record<string, string> = {}) => {
  const values: Record<string, string> = {
    id: "",
    name: "Friedhof Großhadern",
    strasse: "Fürstenrieder Straße 288",
    plz: "81377",
    ort: "München",
    bundesland: "Bayern",
    lat: "48,1153",
    lon: "11.5068",
    traeger: "Städtische Friedhöfe",
    bestattungsarten: "Erdbestattung|Feuerbestattung",
    gebuehr_reihengrab: "1.950,00",
    gebuehr_urnenreihengrab: "",
    ...patch,
  };
  return HEADER.map((column) => values[column] ?? "");
};

describe("decodeCsv", () => {
  it("drops a BOM and keeps umlauts", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("name\nMünchen\n")]);
    expect(decodeCsv(bytes)).toEqual({ text: "name\nMünchen\n", brokenLines: [] });
  });

  it("names the lines that are no UTF-8", () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode("name\nok\nM"),
      0xfc,
      ...new TextEncoder().encode("nchen\n"),
    ]);
    expect(decodeCsv(bytes).brokenLines).toEqual([3]);
  });
});

describe("hasMojibake", () => {
  it("finds UTF-8 read as Windows-1252, not real umlauts", () => {
    expect(hasMojibake("MÃ¼nchen")).toBe(true);
    expect(hasMojibake("StraÃŸe")).toBe(true);
    expect(hasMojibake("MÃ¶lln")).toBe(true);
    expect(hasMojibake("München, Straße, Ärzte, Öl")).toBe(false);
  });
});

describe("detectSeparator", () => {
  it("takes semicolon or comma, and names another", () => {
    expect(detectSeparator("id;name;plz")).toEqual({ separator: ";" });
    expect(detectSeparator("id,name,plz")).toEqual({ separator: "," });
    expect(detectSeparator("id\tname\tplz")).toEqual({ wrong: "\t" });
    expect(detectSeparator("id|name|plz")).toEqual({ wrong: "|" });
    expect(detectSeparator("idnameplz")).toEqual({ wrong: null });
  });
});

describe("readHeader", () => {
  it("maps columns, aliases and fee columns", () => {
    const read = readHeader(
      [
        "Name",
        "Straße",
        "PLZ",
        "ort",
        "bundesland",
        "breitengrad",
        "lon",
        "Träger",
        "bestattungsarten",
        "gebuehr_reihengrab",
      ],
      graveTypes,
    );
    expect("header" in read && read.header.fees.map((fee) => fee.graveType.id)).toEqual(["reihengrab"]);
  });

  it("names every missing column in one message, and unknown columns", () => {
    const read = readHeader(["name", "ort", "gebuehr_reihengrab", "gebuehr_gibtsnicht", "farbe"], graveTypes);
    expect("problems" in read && read.problems).toEqual([
      "Es fehlen die Spalten „strasse“, „plz“, „bundesland“, „lat“, „lon“, „traeger“, „bestattungsarten“.",
      "Unbekannte Spalte „gebuehr_gibtsnicht“.",
      "Unbekannte Spalte „farbe“.",
    ]);
  });
});

describe("readRow", () => {
  it("reads a valid row into a record, id from name and postal code", () => {
    const read = readRow(row(), header(), graveTypes);
    expect(read).toEqual({
      active: null,
      record: {
        id: "fs-friedhof-grosshadern-81377",
        title: "Friedhof Großhadern",
        street: "Fürstenrieder Straße 288",
        plz: "81377",
        city: "München",
        state: "Bayern",
        lat: 48.1153,
        lon: 11.5068,
        organisationName: "Städtische Friedhöfe",
        funeralTypes: ["burial", "cremation"],
        fees: { reihengrab: 195000 },
      },
    });
  });

  const reasons = (patch: Record<string, string>) => {
    const read = readRow(row(patch), header(), graveTypes);
    return "reasons" in read ? read.reasons : [];
  };

  it("refuses coordinates abroad and in the sea", () => {
    expect(reasons({ lat: "47,8", lon: "13,045" })).toEqual([
      "Koordinaten: Der Punkt liegt nicht in Deutschland (im Meer, im Bodensee oder im Ausland).",
    ]);
    expect(reasons({ lat: "54,6", lon: "12,2" })).toHaveLength(1);
    expect(reasons({ lat: "nord", lon: "11,5" })).toEqual([
      "Spalte lat: „nord“ ist keine Koordinate in Grad (z. B. 53,5753).",
    ]);
  });

  it("refuses bad fees, naming the grave type", () => {
    expect(reasons({ gebuehr_reihengrab: "-1,00" })).toEqual([
      "Gebühr Reihengrab: Der Betrag darf nicht negativ sein. (gebuehr_reihengrab: „-1,00“)",
    ]);
    expect(reasons({ gebuehr_reihengrab: "12,345" })[0]).toMatch(
      /^Gebühr Reihengrab: bitte einen Betrag in Euro/,
    );
    expect(reasons({ gebuehr_reihengrab: "" })).toEqual(["Gebühren: bitte mindestens eine Gebühr angeben."]);
    expect(reasons({ bestattungsarten: "Erdbestattung", gebuehr_urnenreihengrab: "100" })).toEqual([
      "Gebühr Urnenreihengrab: Diese Grabart gehört zu keiner der gewählten Bestattungsarten.",
    ]);
  });

  it("refuses mojibake, missing texts, unknown states and funeral types", () => {
    expect(reasons({ name: "Friedhof MÃ¼nchen" })[0]).toMatch(/^Umlaute defekt/);
    expect(reasons({ strasse: " " })).toEqual(["Bitte geben Sie Straße und Hausnummer an."]);
    expect(reasons({ bundesland: "Bavaria" })).toEqual([
      "Bundesland: bitte eines der 16 Bundesländer angeben.",
    ]);
    expect(reasons({ bestattungsarten: "Weltraum" })[0]).toMatch(/„Weltraum“ ist keine Bestattungsart/);
    expect(reasons({ plz: "8137" })).toEqual(["Postleitzahl: bitte fünf Ziffern angeben."]);
  });
});

describe("small parsers", () => {
  it("reads coordinates, fees, funeral types and makes ids", () => {
    expect(parseCoordinate("53,5753")).toBe(53.5753);
    expect(parseCoordinate("1e3")).toBeNull();
    expect(parseFee("1.170,50")).toEqual({ cents: 117050 });
    expect(parseFee("-5")).toEqual({ problem: "negative" });
    expect(parseFee("200.000")).toEqual({ problem: "tooHigh" });
    expect(parseFuneralTypes("Seebestattung, tree")).toEqual({ types: ["sea", "tree"] });
    expect(parseFuneralTypes("Erde")).toEqual({ unknown: "Erde" });
    expect(siteIdFor("Friedhof Ölsdorf-Süd", "22337")).toBe("fs-friedhof-oelsdorf-sued-22337");
  });
});
