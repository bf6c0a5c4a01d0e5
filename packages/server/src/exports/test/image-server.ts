import http from "node:http";
import type { AddressInfo } from "node:net";

/** A 1×1 PNG, as X's image hosts serve avatars. */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

export type ImageRoute = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** An image server on 127.0.0.1 answering by path; tests reach it as an allowed host through an injected resolver. */
export async function startImageServer(
  routes: Record<string, ImageRoute>,
): Promise<{ port: number; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(`${request.headers.host}${request.url}`);
    const handler = routes[(request.url ?? "").split("?")[0] ?? ""];
    if (handler) handler(request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Routes every image test uses: an image, wrong types, a large one, redirects and a slow one. */
export function imageRoutes(): Record<string, ImageRoute> {
  // Redirects keep the port the request came to, with the host the test asks for.
  const port = (req: http.IncomingMessage) => (req.headers.host ?? "").split(":").pop();
  const png = (response: http.ServerResponse) => response.writeHead(200, { "content-type": "image/png" }).end(PNG_1X1);
  return {
    "/avatar.png": (_req, res) => png(res),
    "/page.html": (_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<html></html>"),
    "/icon.svg": (_req, res) => res.writeHead(200, { "content-type": "image/svg+xml" }).end("<svg/>"),
    "/fake.png": (_req, res) => res.writeHead(200, { "content-type": "image/png" }).end("<script>alert(1)</script>"),
    "/huge.png": (_req, res) => {
      // No content-length: the limit must hold while streaming.
      res.writeHead(200, { "content-type": "image/png" });
      res.write(PNG_1X1);
      const chunk = Buffer.alloc(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 8 * 1024 * 1024 && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      pump();
    },
    "/declared-huge.png": (_req, res) =>
      res.writeHead(200, { "content-type": "image/png", "content-length": String(50 * 1024 * 1024) }).end(),
    "/gone.png": (_req, res) => res.writeHead(404).end(),
    "/moved.png": (req, res) => res.writeHead(302, { location: `http://images.test:${port(req)}/avatar.png` }).end(),
    "/to-private.png": (req, res) =>
      res.writeHead(302, { location: `http://private.test:${port(req)}/avatar.png` }).end(),
    "/to-metadata.png": (_req, res) =>
      res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end(),
    "/to-elsewhere.png": (_req, res) => res.writeHead(301, { location: "https://evil.example/avatar.png" }).end(),
    "/loop.png": (_req, res) => res.writeHead(302, { location: "/loop.png" }).end(),
    "/slow.png": (_req, res) => {
      res.writeHead(200, { "content-type": "image/png" });
      res.write(PNG_1X1.subarray(0, 8));
    },
  };
}
