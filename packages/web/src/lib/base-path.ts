/**
 * The app's base path, chosen when the server starts: the server writes it into
 * `<base href>` of index.html. Always begins and ends with '/'.
 */
export function basePath(): string {
  const path = new URL(document.baseURI).pathname;
  return path.endsWith('/') ? path : `${path}/`;
}

/** An absolute URL path under the base: `withBase('api/health')` → '/club/api/health'. */
export function withBase(path: string): string {
  return `${basePath()}${path.replace(/^\/+/, '')}`;
}
