// The load generator in a process of its own, so it never shares an event loop with the
// code that starts servers and writes results, and the app and the bare server are loaded
// by identical processes with identical settings. Takes its options as JSON on the command
// line, sends the summarized result back over IPC and exits.
import autocannon from 'autocannon';

const { perClient, ...options } = JSON.parse(process.argv[2]);
// `perClient`: one request (path, method, headers, body) per connection, handed out in
// order, so each connection can act as a different user on a different row.
let next = 0;
const setupClient = perClient
  ? (client) => client.setRequests([perClient[next++ % perClient.length]])
  : undefined;
autocannon({ pipelining: 1, ...options, setupClient }, (error, result) => {
  if (error) {
    process.send({ error: String(error) }, () => process.exit(1));
    return;
  }
  process.send(
    {
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statusCodes: result.statusCodeStats,
    },
    () => process.exit(0),
  );
});
