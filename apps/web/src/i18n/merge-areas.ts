export type Tree = Record<string, unknown>;

function areaOf(path: string): string {
  return /(?:features|shared\/components)\/([^/]+)\/locales/.exec(path)?.[1] ?? path;
}

/** Each area keeps its own strings beside its code (src/features/<area>/locales/{zh,en}.json), so
 * areas never edit one shared file; they are merged under the area's name: t('orders.list.title').
 * A shared component with its own strings does the same (src/shared/components/<name>/locales). */
export function mergeAreas(base: Tree, areas: Record<string, Tree>): Tree {
  const out: Tree = { ...base };
  for (const [path, tree] of Object.entries(areas))
    out[areaOf(path)] = { ...((out[areaOf(path)] as Tree | undefined) ?? {}), ...tree };
  return out;
}
