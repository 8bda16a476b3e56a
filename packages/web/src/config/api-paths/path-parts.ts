/** An id in a path: a number, or a route's parameter as it came. */
export type Id = number | string;

/** `?name=value&…` of the parameters that are set, each encoded; '' when none is. */
export function query(params: Record<string, string | number | undefined>): string {
  const pairs = Object.entries(params).flatMap(([name, value]) =>
    value === undefined || value === '' ? [] : [`${name}=${encodeURIComponent(value)}`],
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
