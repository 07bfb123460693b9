/**
 * Stand-in map tiles on loopback: the tile host the portal uses in production is unreachable from this
 * machine, and a tile request that fails would log a browser error on the map page. Every GET
 * /{z}/{x}/{y}.png answers one 256 × 256 PNG of a single light colour (a few hundred bytes), cacheable like
 * real tiles; anything else 404. Point the portal at it with TILE_URL=`${origin}/{z}/{x}/{y}.png`.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

const TILE_SIZE = 256;
/** The land colour of OpenStreetMap's default style, so the stand-in reads like an empty map area. */
const COLOUR = [0xf2, 0xef, 0xe9] as const;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of one colour: 8-bit RGB, no interlace; each row is filter byte 0 and the pixels. */
function solidPng(size: number, [r, g, b]: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(pixels, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export interface TileServer {
  /** The template for TILE_URL. */
  urlTemplate: string;
  /** Tiles served so far (proof that the map asked for them). */
  served(): number;
  close(): Promise<void>;
}

export async function startTileServer(port: number): Promise<TileServer> {
  const png = solidPng(TILE_SIZE, COLOUR);
  let served = 0;
  const server = http.createServer((request, response) => {
    if (request.method !== "GET" || !/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? "")) {
      response.writeHead(404).end();
      return;
    }
    served++;
    response.writeHead(200, {
      "Content-Type": "image/png",
      "Content-Length": png.length,
      "Cache-Control": "public, max-age=86400",
    });
    response.end(png);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    urlTemplate: `http://127.0.0.1:${bound}/{z}/{x}/{y}.png`,
    served: () => served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
