// The load generator in a process of its own, so it never shares an event loop with the
// code that starts servers and writes results, and the app and the bare server are loaded
// by identical processes with identical settings. Takes its options as JSON on the command
// line, sends the summarized result back over IPC and exits.
import autocannon from 'autocannon';

const { perClient, ...options } = JSON.parse(process.argv[2]);
// `perClient`: one request (path, method, headers, body) per connection, handed out in
// order, so each connection can act as a different user on a different row. An entry
// `{ signupCycle: { path, headers, body } }` makes its connection sign up (POST path) and
// cancel that sign-up (DELETE path/{id}) in turn, so a member can sign up again and again.
let next = 0;
function requestsFor(entry) {
  if (!entry.signupCycle) return [entry];
  const { path, headers, body } = entry.signupCycle;
  return [
    {
      method: 'POST',
      path,
      headers,
      body,
      onResponse: (status, responseBody, context) => {
        context.signupId = status === 201 ? JSON.parse(responseBody).signup.id : null;
      },
    },
    {
      method: 'DELETE',
      path,
      headers: { authorization: headers.authorization },
      // No sign-up to cancel (the POST was refused): start the cycle again.
      setupRequest: (request, context) =>
        context.signupId ? { ...request, path: `${path}/${context.signupId}` } : null,
    },
  ];
}
const setupClient = perClient
  ? (client) => client.setRequests(requestsFor(perClient[next++ % perClient.length]))
  : undefined;
autocannon({ pipelining: 1, ...options, setupClient }, (error, result) => {
  if (error) {
    process.send({ error: String(error) }, () => process.exit(1));
    return;
  }
  process.send(
    {
      requestsPerSecond: Math.round(result.requests.average),
      requests: result.requests.total,
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
