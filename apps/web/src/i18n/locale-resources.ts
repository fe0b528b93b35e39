import en from './en.json';
import zh from './zh.json';

type Tree = Record<string, unknown>;

// Each area keeps its own strings beside its code (src/features/<area>/locales/{zh,en}.json), so
// areas never edit one shared file; they are merged under the area's name: t('orders.list.title').
const featureZh = import.meta.glob<Tree>('../features/*/locales/zh.json', { eager: true, import: 'default' });
const featureEn = import.meta.glob<Tree>('../features/*/locales/en.json', { eager: true, import: 'default' });

function areaOf(path: string): string {
  return /features\/([^/]+)\/locales/.exec(path)?.[1] ?? path;
}

function merge(base: Tree, features: Record<string, Tree>): Tree {
  const out: Tree = { ...base };
  for (const [path, tree] of Object.entries(features))
    out[areaOf(path)] = { ...((out[areaOf(path)] as Tree | undefined) ?? {}), ...tree };
  return out;
}

export const translations = { zh: merge(zh, featureZh), en: merge(en, featureEn) };
export const featureLocaleFiles = { zh: featureZh, en: featureEn };
