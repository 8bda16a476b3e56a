import { STORAGE_KEYS } from '@club/shared/constants';
import { getActingAs } from '../lib/acting-as-state';
import { clearSession, getSession } from '../lib/session';
import { startLoading } from '../lib/loading';
import { noteOwnCharacters } from '../lib/offline-cache';
import { noteAnswer, noteNetworkFailure } from '../lib/offline-status';
import { ApiError, CLIENT_ERROR_CODES, isAbort } from './api-error';
import { apiUrl } from './api-url';
import { rememberEarlyAnswer, takeEarlyAnswer } from './early-answers';
import { requestHeaders } from './request-headers';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Skip the global loader overlay (background refreshes). */
  quiet?: boolean;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

function offlineRefusal(): ApiError {
  return new ApiError(0, CLIENT_ERROR_CODES.offline, 'You are offline: nothing was saved');
}

/** A request that never reached the server, noted for the offline notice. */
export function networkFailure(): ApiError {
  noteNetworkFailure();
  return new ApiError(0, CLIENT_ERROR_CODES.network, 'Network error.');
}

/**
 * Every call of SPEC.md section 7: under the base path, with cookies, JSON headers, the
 * XMLHttpRequest marker, and the bearer token for every path except login and signup.
 * A 401 clears the session (the route guards then send the user to /auth).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // The page's early reads were made as the logged-in member: not the answer while acting.
  const early =
    (options.method ?? 'GET') === 'GET' && !getActingAs() ? takeEarlyAnswer(path) : undefined;
  if (early) return early as Promise<T>;
  const url = apiUrl(path);
  const method = options.method ?? 'GET';
  const headers = {
    ...requestHeaders(path, method, localStorage.getItem(STORAGE_KEYS.token)),
    ...options.headers,
  };
  // A write is never queued for later: offline, it is refused before anything is sent.
  if (method !== 'GET' && !navigator.onLine) throw offlineRefusal();

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const done = options.quiet ? () => {} : startLoading();
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    const failure = networkFailure();
    throw method === 'GET' ? failure : offlineRefusal();
  } finally {
    done();
  }

  if (method === 'GET') noteAnswer(response);
  const data = await readResponse<T>(response);
  if (method === 'GET') noteOwnCharacters(path, data);
  return data;
}

/**
 * An answer the page asked for before the app's code had arrived (app/page-early-data.ts),
 * read as apiRequest reads its own, for the first apiRequest of the same path to take.
 */
export function takeOverEarlyRequest(path: string, answer: Promise<Response>): void {
  rememberEarlyAnswer(
    path,
    answer.then(
      (response) => {
        noteAnswer(response);
        return readResponse(response);
      },
      () => {
        throw networkFailure();
      },
    ),
  );
}

/** An answer as the app reads it: a refused session ends, a refusal throws its ApiError. */
export async function readResponse<T>(response: Response): Promise<T> {
  // A refused token ends the session; the login screen then says it expired.
  if (response.status === 401) clearSession(getSession().token ? 'expired' : null);
  if (response.status === 204) return undefined as T;

  const type = response.headers.get('content-type') ?? '';
  if (type.includes('text/html')) {
    throw new ApiError(
      response.status,
      CLIENT_ERROR_CODES.sessionMaybeExpired,
      'Session may have expired. Please refresh the page.',
    );
  }

  let data: unknown = null;
  if (type.includes('application/json')) {
    try {
      data = await response.json();
    } catch (error) {
      throw unreadBody(error, response.status);
    }
  }

  if (!response.ok) {
    const body = (data ?? {}) as {
      error?: string;
      message?: string;
      code?: string;
      details?: [];
      params?: Record<string, number>;
    };
    const text = body.error ?? body.message;
    throw new ApiError(
      response.status,
      // Without code or text there is nothing to show but the generic message, translated.
      body.code ?? (text ? null : 'errors.unexpected'),
      text ?? 'An unexpected error occurred',
      body.details ?? [],
      body.params ?? {},
    );
  }
  return data as T;
}

/**
 * Why an answer's body could not be read. Cut off on its way, it is not an unreadable
 * answer: left by the page, it is an abort as a request cut off before its answer is; with
 * the signal gone, the server was as unreachable as if no answer had come. Only a body
 * that arrived whole and is not JSON is invalid.
 */
function unreadBody(error: unknown, status: number): unknown {
  if (isAbort(error)) return error;
  if (error instanceof TypeError) return networkFailure();
  return new ApiError(status, CLIENT_ERROR_CODES.invalidResponse, 'Invalid response from server');
}
