import { API_ROOT } from '../config/api-paths/session';
import { withBase } from '../lib/base-path';

/** The URL of an API path under the app's base: `characters/5` → '/club/api/characters/5'. */
export function apiUrl(path: string): string {
  return withBase(`${API_ROOT}${path.replace(/^\/+/, '')}`);
}
