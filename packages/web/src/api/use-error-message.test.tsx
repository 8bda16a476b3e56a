import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/index';
import { ApiError } from './api-error';
import { useErrorMessage } from './use-error-message';

describe('useErrorMessage on a page holding only its part of the messages', () => {
  beforeEach(async () => {
    localStorage.clear();
    await initI18n('events');
  });

  it('fetches the rest for a code outside the part and then speaks Danish', async () => {
    // A settings code: not among the season's messages the events page starts with.
    const error = new ApiError(
      409,
      'settings.payeeInUse',
      'The payment instructions are in use',
      [],
      {
        count: 2,
      },
    );
    const { result, rerender } = renderHook(() => useErrorMessage());
    expect(result.current(error)).toBe('The payment instructions are in use');
    await waitFor(() => {
      rerender();
      expect(result.current(error)).not.toBe('The payment instructions are in use');
    });
    expect(result.current(error)).toMatch(/offentliggjorte arrangementer/);
  });
});
