// The stack's floor for a read: Fastify, at the app's version, with one route sending the
// bytes the app sends (the same body and headers) and nothing else: no plugins, hooks or
// logger. What the app costs above this is ours; what this costs above the bare Node
// server (bare-server.mjs) is the framework's.
import fs from 'node:fs';
import Fastify from 'fastify';

const [bodyFile, port] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
const headers = JSON.parse(fs.readFileSync(`${bodyFile}.headers.json`, 'utf8'));

const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => reply.headers(headers).send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
