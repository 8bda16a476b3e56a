import { describe, expect, it } from 'vitest';
import { dateFormat } from './dates';

describe('dateFormat', () => {
  const da = dateFormat('da');
  const en = dateFormat('en-GB');

  it('writes a moment, a day and a time the Danish way, in Copenhagen time', () => {
    expect(da.dateTime('2027-05-14T16:00:00Z')).toBe('fre. 14. maj 2027 kl. 18.00');
    expect(da.date('2026-11-27T14:57:00Z')).toBe('27. nov. 2026');
    expect(da.time('2026-11-27T14:57:00Z')).toBe('15.57');
  });

  it('writes them the English way for English', () => {
    expect(en.dateTime('2027-05-14T16:00:00Z')).toBe('Fri, 14 May 2027, 18:00');
    expect(en.date('2026-11-27T14:57:00Z')).toBe('27 Nov 2026');
  });

  it('writes a span within one day once, and across days in full', () => {
    expect(da.range('2027-05-14T16:00:00Z', '2027-05-14T21:00:00Z')).toBe(
      'fre. 14. maj 2027 kl. 18.00–23.00',
    );
    expect(da.range('2027-05-14T16:00:00Z', '2027-05-16T12:00:00Z')).toBe(
      'fre. 14. maj 2027 kl. 18.00 – søn. 16. maj 2027 kl. 14.00',
    );
  });
});
