import { describe, expect, it } from 'vitest';
import { accountParts } from './account-label';

describe('how the frame names the account', () => {
  it('leaves the role out when the name already says it', () => {
    expect(accountParts('Bestyrelsen', 'Bestyrelse')).toEqual(['Bestyrelsen']);
    expect(accountParts('bestyrelse', 'Bestyrelse')).toEqual(['bestyrelse']);
  });

  it('names a person and their role', () => {
    expect(accountParts('Sigrid Stålhånd', 'Bestyrelse')).toEqual([
      'Sigrid Stålhånd',
      'Bestyrelse',
    ]);
    expect(accountParts('Bo', 'Medlem')).toEqual(['Bo', 'Medlem']);
  });
});
