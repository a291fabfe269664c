import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** One route table of a stand-in: answers the request and returns true, or returns false when it is not its own. */
export type StandInRoute = (
  request: IncomingMessage,
  response: ServerResponse,
  body: Buffer,
) => boolean | Promise<boolean>;

export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** A server that offers each request to the routes in turn; 404 when none takes it, 500 when one throws. */
export function standInServer(routes: StandInRoute[]): Server {
  return createServer(async (request, response) => {
    try {
      const body = await readBody(request);
      for (const route of routes) if (await route(request, response, body)) return;
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    } catch (error) {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(`Stand-in failed: ${(error as Error).message}`);
    }
  });
}

/** Listens on the port (0: any free one) of the loopback address; returns the server's base URL. */
export async function listen(server: Server, port = 0, host = '127.0.0.1'): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as { port: number };
  return `http://${host}:${address.port}`;
}

export function close(server: Server | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!server?.listening) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
