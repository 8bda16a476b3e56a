// The yardstick: a bare Node HTTP server sending the same bytes the app sends: the same
// body with the same headers.
import http from 'node:http';
import fs from 'node:fs';

const [bodyFile, port] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
const headers = JSON.parse(fs.readFileSync(`${bodyFile}.headers.json`, 'utf8'));

const server = http.createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
