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

/**
 * Fetches a file from the API and hands it to the browser as a download named `fileName`
 * (the server's Content-Disposition may name it better; browsers take that first), with
 * `type` when the answer's own should be overridden (a calendar file a phone should open).
 */
export async function downloadFile(path: string, fileName: string, type?: string): Promise<void> {
  const fetched = await apiBlob(path);
  const blob = type ? new Blob([fetched], { type }) : fetched;
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
