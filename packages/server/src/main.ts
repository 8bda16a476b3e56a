import { serve } from './serve';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const server = await serve(process.env, {
    out: (text) => console.log(text),
    err: (text) => console.error(text),
  });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // A terminal's Ctrl-C reaches both this process and a wrapping script; one stop is enough.
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing open requests and stopping.`);
    const grace = server.shutdownDelayMs + SHUTDOWN_GRACE_MS;
    setTimeout(() => {
      console.error(`Still busy after ${grace / 1000} s; stopping anyway.`);
      process.exit(1);
    }, grace).unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Could not start: ${error.message}` : error);
  if (error instanceof Error && error.stack && process.env.LOG_LEVEL === 'debug')
    console.error(error.stack);
  process.exit(1);
});
