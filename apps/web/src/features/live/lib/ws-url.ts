/** Same origin, ws: or wss: as the page is http: or https:. */
export function wsUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  path: string,
  query?: Record<string, string | number>,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const search = query
    ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`
    : '';
  return `${scheme}//${location.host}${path}${search}`;
}
