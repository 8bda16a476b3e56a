// The yardstick: a bare Node HTTP server sending the same bytes the app sends.
import http from 'node:http';
import fs from 'node:fs';

const [bodyFile, port] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
const server = http.createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
