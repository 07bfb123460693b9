import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inGermany } from "./germany";

const at = (lat: number, lon: number) => ({ lat, lon });

describe("inGermany", () => {
  it("accepts places across Germany, harbours and islands included", () => {
    for (const [name, point] of [
      ["Berlin", at(52.52, 13.405)],
      ["München", at(48.137, 11.575)],
      ["Hamburg", at(53.55, 9.99)],
      ["Aachen", at(50.776, 6.084)],
      ["Görlitz", at(51.153, 14.975)],
      ["Frankfurt (Oder)", at(52.342, 14.54)],
      ["Passau", at(48.573, 13.45)],
      ["Berchtesgaden", at(47.63, 13.0)],
      ["Freilassing", at(47.84, 12.98)],
      ["Oberstdorf", at(47.41, 10.28)],
      ["Saarbrücken", at(49.234, 6.995)],
      ["Kehl", at(48.573, 7.815)],
      ["Konstanz", at(47.663, 9.175)],
      ["Friedrichshafen", at(47.655, 9.476)],
      ["Lindau", at(47.546, 9.683)],
      ["Büsum harbour", at(54.121, 8.862)],
      ["Cuxhaven harbour", at(53.866, 8.703)],
      ["Warnemünde", at(54.176, 12.087)],
      ["Sassnitz", at(54.516, 13.64)],
      ["Ahlbeck (Usedom)", at(53.943, 14.19)],
      ["Flensburg", at(54.787, 9.436)],
      ["Helgoland", at(54.181, 7.886)],
      ["Westerland (Sylt)", at(54.907, 8.31)],
      ["Norderney", at(53.707, 7.157)],
    ] as const) {
      expect(inGermany(point), name).toBe(true);
    }
  });

  it("refuses the sea, Lake Constance and the neighbouring countries", () => {
    for (const [name, point] of [
      ["North Sea off Borkum", at(54.0, 6.6)],
      ["North Sea between Helgoland and Eiderstedt", at(54.2, 8.3)],
      ["North Sea, Dogger Bank", at(54.5, 3.0)],
      ["Baltic Sea off Rostock", at(54.4, 12.0)],
      ["Baltic Sea, Kadet Channel", at(54.6, 12.2)],
      ["Baltic Sea off Rügen", at(54.5, 14.0)],
      ["Lake Constance, open water", at(47.6, 9.4)],
      ["Romanshorn (CH)", at(47.565, 9.379)],
      ["Bregenz (AT)", at(47.503, 9.747)],
      ["Kreuzlingen (CH)", at(47.645, 9.175)],
      ["Basel (CH)", at(47.556, 7.588)],
      ["Szczecin (PL)", at(53.428, 14.553)],
      ["Kostrzyn (PL)", at(52.59, 14.66)],
      ["Zgorzelec (PL)", at(51.148, 15.02)],
      ["Poznań (PL)", at(52.41, 16.93)],
      ["Salzburg (AT)", at(47.8, 13.045)],
      ["Braunau (AT)", at(48.25, 13.04)],
      ["Kufstein (AT)", at(47.583, 12.17)],
      ["Innsbruck (AT)", at(47.269, 11.404)],
      ["Strasbourg (FR)", at(48.573, 7.752)],
      ["Luxembourg (LU)", at(49.611, 6.13)],
      ["Venlo (NL)", at(51.37, 6.17)],
      ["Enschede (NL)", at(52.22, 6.89)],
      ["Prague (CZ)", at(50.075, 14.437)],
      ["Copenhagen (DK)", at(55.676, 12.568)],
      ["Null Island", at(0, 0)],
    ] as const) {
      expect(inGermany(point), name).toBe(false);
    }
  });

  it("refuses what is no coordinate", () => {
    expect(inGermany(at(Number.NaN, 10))).toBe(false);
    expect(inGermany(at(52, Number.POSITIVE_INFINITY))).toBe(false);
  });

  it("accepts every funeral site of the demo data", () => {
    const sites = JSON.parse(readFileSync("content/funeral-sites.json", "utf8")) as {
      id: string;
      lat: number;
      lon: number;
    }[];
    expect(sites.filter((site) => !inGermany(site)).map((site) => site.id)).toEqual([]);
  });

  it("accepts the place of every German postal code (content/place-coordinates.json)", () => {
    const places = JSON.parse(readFileSync("content/place-coordinates.json", "utf8")) as [
      string,
      string,
      number,
      number,
    ][];
    expect(places.length).toBeGreaterThan(8000);
    expect(places.filter(([, , lat, lon]) => !inGermany({ lat, lon }))).toEqual([]);
  });
});
