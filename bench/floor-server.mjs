// Serves the built floor (bench/floor/dist) and its one JSON read as the app's server
// serves its own files: brotli or gzip as the client asks (compressed once, at start),
// hashed assets kept for a year, the page revalidated. Usage: node floor-server.mjs <port>;
// tells its parent over IPC when it listens.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.join(path.dirname(new URL(import.meta.url).pathname), 'floor', 'dist');
const port = Number(process.argv[2]);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** Each file as sent: its bytes, brotli and gzip, made once. */
const files = new Map();
function keep(name, body) {
  files.set(name, {
    type: TYPES[path.extname(name)] ?? 'application/octet-stream',
    body,
    br: zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }),
    gzip: zlib.gzipSync(body, { level: 9 }),
    immutable: name.startsWith('/assets/'),
  });
}
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const full = path.join(entry.parentPath ?? entry.path, entry.name);
  keep(`/${path.relative(root, full)}`, fs.readFileSync(full));
}
const cells = Array.from({ length: 36 }, (_, i) => ({ id: i + 1, label: `Felt ${i + 1}` }));
keep('/grid.json', Buffer.from(JSON.stringify(cells)));

const server = http.createServer((request, response) => {
  const pathname = new URL(request.url ?? '/', 'http://floor').pathname;
  const file = files.get(pathname) ?? files.get('/index.html');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const coding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  response.writeHead(200, {
    'content-type': file.type,
    'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    ...(coding ? { 'content-encoding': coding } : {}),
  });
  response.end(coding ? file[coding] : file.body);
});
server.listen(port, '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
