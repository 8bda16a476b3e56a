import { describe, expect, it } from 'vitest';
import { checkInState, checkInWindow, mayRecordAttendance } from './events';

const summer = { starts_at: '2027-05-15T18:00:00+02:00', ends_at: '2027-05-17T14:00:00+02:00' };

describe("the gate's window", () => {
  it('opens at midnight, club time, of the day before the event starts and closes at its end', () => {
    expect(checkInWindow(summer)).toEqual({
      opens: '2027-05-13T22:00:00.000Z',
      closes: '2027-05-17T12:00:00.000Z',
    });
    // In winter the club's midnight is an hour later in UTC; an event starting just after
    // midnight opens the day before, not the same day.
    expect(
      checkInWindow({
        starts_at: '2027-01-09T00:30:00+01:00',
        ends_at: '2027-01-10T12:00:00+01:00',
      }).opens,
    ).toBe('2027-01-07T23:00:00.000Z');
    // The day before summer time begins (the clock jumps on 28 March 2027).
    expect(
      checkInWindow({
        starts_at: '2027-03-29T10:00:00+02:00',
        ends_at: '2027-03-30T12:00:00+02:00',
      }).opens,
    ).toBe('2027-03-27T23:00:00.000Z');
  });

  it('says whether it has opened, is open, or has closed', () => {
    expect(checkInState(summer, new Date('2027-05-13T21:59:00Z'))).toBe('notYet');
    expect(checkInState(summer, new Date('2027-05-13T22:00:00Z'))).toBe('open');
    expect(checkInState(summer, new Date('2027-05-17T12:00:00Z'))).toBe('open');
    expect(checkInState(summer, new Date('2027-05-17T12:00:01Z'))).toBe('closed');
  });

  it('takes a tap made inside the window even when it arrives after the event', () => {
    const during = new Date('2027-05-16T09:00:00Z');
    expect(mayRecordAttendance(summer, during, new Date('2027-05-18T09:00:00Z'))).toBe(true);
    expect(mayRecordAttendance(summer, during, new Date('2027-05-13T21:00:00Z'))).toBe(false);
    const after = new Date('2027-05-18T09:00:00Z');
    expect(mayRecordAttendance(summer, after, after)).toBe(false);
    const before = new Date('2027-05-13T21:00:00Z');
    expect(mayRecordAttendance(summer, before, during)).toBe(false);
  });
});
