/**
 * A small round-robin reverse proxy in front of the replicas (node:http, keep-alive to each): every request
 * goes to the next replica, with the client's address appended to `X-Forwarded-For` as a proxy does, and
 * `Host` kept, so the portal (TRUST_PROXY=loopback) sees the client's address and its own origin.
 */
import http from "node:http";

export async function startProxy(
  port: number,
  targets: string[],
): Promise<{ origin: string; close(): Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => forward(req, res, Buffer.concat(chunks), 1));
  });

  /**
   * Sends the request to the next replica. A kept-alive socket the replica closed just as it was reused fails
   * with ECONNRESET before the request reached the replica: sent again once, as Node's documentation advises.
   */
  function forward(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, retries: number) {
    const target = new URL(targets[next % targets.length]!);
    next += 1;
    const peer = req.socket.remoteAddress ?? "127.0.0.1";
    const forwarded = req.headers["x-forwarded-for"];
    const headers = { ...req.headers, "x-forwarded-for": forwarded ? `${String(forwarded)}, ${peer}` : peer };
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      if (upstream.reusedSocket && error.code === "ECONNRESET" && retries > 0) {
        forward(req, res, body, retries - 1);
        return;
      }
      console.error(`proxy: ${req.method} ${req.url} to ${target.host}: ${error.message}`);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    upstream.end(body);
  }
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}
