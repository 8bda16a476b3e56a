// A small round-robin reverse proxy for the benchmark: each request goes to the next
// upstream in turn over a keep-alive connection, as nginx or Caddy would send it. Run as
// `node proxy.mjs PORT UPSTREAM_PORT...`; tells its parent when it listens.
import http from 'node:http';

const [port, ...upstreamPorts] = process.argv.slice(2).map(Number);
const upstreams = upstreamPorts.map((upstreamPort) => ({
  port: upstreamPort,
  agent: new http.Agent({ keepAlive: true, maxSockets: 64 }),
}));
let turn = 0;

/** Hop-by-hop headers belong to one connection, not to the request or answer passed on. */
function endToEnd(headers) {
  const { connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

const server = http.createServer((request, response) => {
  const upstream = upstreams[turn];
  turn = (turn + 1) % upstreams.length;
  const forwarded = http.request(
    {
      host: '127.0.0.1',
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: endToEnd(request.headers),
      agent: upstream.agent,
    },
    (answer) => {
      response.writeHead(answer.statusCode, endToEnd(answer.headers));
      answer.pipe(response);
    },
  );
  forwarded.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(forwarded);
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
