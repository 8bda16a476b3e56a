import { STORAGE_KEYS } from '@club/shared/constants';
import { startLoading } from '../lib/loading';
import { noteAnswer } from '../lib/offline-status';
import { ApiError } from './api-error';
import { apiUrl } from './api-url';
import { networkFailure, readResponse } from './client';
import { requestHeaders } from './request-headers';

/**
 * Fetches a binary answer (a font file, a list, the member's data), with the same headers
 * and error handling as apiRequest. Apart from it, since the login page never asks for one.
 */
export async function apiBlob(path: string, options: { quiet?: boolean } = {}): Promise<Blob> {
  const url = apiUrl(path);
  const headers = requestHeaders(path, 'GET', localStorage.getItem(STORAGE_KEYS.token), '*/*');
  const done = options.quiet ? () => {} : startLoading();
  try {
    const response = await fetch(url, { headers, credentials: 'include' });
    noteAnswer(response);
    if (!response.ok) return readResponse<never>(response);
    return await response.blob();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw networkFailure();
  } finally {
    done();
  }
}
