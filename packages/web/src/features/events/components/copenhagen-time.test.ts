import { describe, expect, it } from 'vitest';
import { copenhagenInputToIso, isoToCopenhagenInput } from './copenhagen-time';

describe('Copenhagen time in the event form', () => {
  it('gives winter times the +01:00 offset and summer times +02:00', () => {
    expect(copenhagenInputToIso('2027-03-13T10:00')).toBe('2027-03-13T10:00:00+01:00');
    expect(copenhagenInputToIso('2027-07-03T18:30')).toBe('2027-07-03T18:30:00+02:00');
  });

  it('reads an ISO time back as Copenhagen wall time, whatever its offset', () => {
    expect(isoToCopenhagenInput('2027-07-03T16:30:00Z')).toBe('2027-07-03T18:30');
    expect(isoToCopenhagenInput('2027-03-13T10:00:00+01:00')).toBe('2027-03-13T10:00');
    expect(isoToCopenhagenInput(null)).toBe('');
  });

  it('refuses what is not a date and time', () => {
    expect(copenhagenInputToIso('')).toBeNull();
    expect(copenhagenInputToIso('13-03-2027 10:00')).toBeNull();
  });

  it('keeps the wall time on the days the clocks change', () => {
    const iso = copenhagenInputToIso('2027-10-31T12:00');
    expect(iso).toBe('2027-10-31T12:00:00+01:00');
    expect(isoToCopenhagenInput(iso)).toBe('2027-10-31T12:00');
    expect(copenhagenInputToIso('2027-03-28T12:00')).toBe('2027-03-28T12:00:00+02:00');
  });
});
