/**
 * The time, in milliseconds since the epoch. The composition root (services.ts) makes one
 * and hands it to the services that decide by the clock (sweeps, grace periods, cut-offs),
 * so a test or the command line can set the time without reaching into a service.
 */
export type Clock = () => number;

export const systemClock: Clock = Date.now;
