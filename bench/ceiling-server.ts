/**
 * The throughput ceiling: a bare Node HTTP server answering each path with fixed HTML bytes held
 * in memory (no framework, no middleware, no rendering). The site can at best match it.
 *
 *   node bench/ceiling-server.ts <port> <pages.json>     pages.json: { "/path": "<html>" }
 *
 * Prints "ceiling listening" when ready.
 */
import http from "node:http";
import { readFileSync } from "node:fs";

const [portText, pagesFile] = process.argv.slice(2);
const pages = new Map<string, Buffer>(
  Object.entries(JSON.parse(readFileSync(pagesFile!, "utf8")) as Record<string, string>).map(([path, html]) => [path, Buffer.from(html)]),
);

const server = http.createServer((req, res) => {
  const body = pages.get(req.url ?? "/");
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
  res.end(body);
});
server.listen(Number(portText), "127.0.0.1", () => console.log("ceiling listening"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
