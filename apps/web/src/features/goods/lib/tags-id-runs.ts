/** The server reads at most 100 characters of a path parameter. */
const PATH_IDS_MAX_CHARS = 90;

/** Comma-joined runs of ids, each short enough for one path. */
export function idRuns(ids: readonly number[]): string[] {
  const runs: string[] = [];
  for (const id of ids) {
    const last = runs.at(-1);
    if (last !== undefined && last.length + 1 + String(id).length <= PATH_IDS_MAX_CHARS)
      runs[runs.length - 1] = `${last},${id}`;
    else runs.push(String(id));
  }
  return runs;
}
