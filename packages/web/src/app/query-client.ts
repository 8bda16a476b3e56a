import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { tellWhenPageCameInsteadOfData } from './page-instead-of-data';

/**
 * The query cache of the signed-in app. Only screens behind the login use it (through
 * QueryLayout), so the login page loads without it.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: tellWhenPageCameInsteadOfData }),
  mutationCache: new MutationCache({ onError: tellWhenPageCameInsteadOfData }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refusal will not change on retry; a dropped connection in a field might.
      retry: (count, error) =>
        !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
      // Offline, still ask: the service worker answers with what it kept, instead of the
      // query waiting for a network that may not come back during the event.
      networkMode: 'offlineFirst',
    },
    mutations: {
      // Never park a write until the connection returns: the client refuses it at once
      // offline, and nothing reaches the server later by surprise.
      networkMode: 'always',
      retry: false,
    },
  },
});
