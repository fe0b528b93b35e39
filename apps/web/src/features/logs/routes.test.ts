import { ALL_PERMISSIONS } from '@rxdesk/contract/auth/permissions';
import { describe, expect, it } from 'vitest';
import { permissionOf, type AppRoute } from '../../shared/routing/app-route.ts';
import { logsRoutes } from './routes.tsx';
import * as en from './locales/logs-pack-en.ts';
import * as zh from './locales/logs-pack-zh.ts';

function identifiers(routes: readonly AppRoute[]): string[] {
  return routes
    .flatMap((route) => [permissionOf(route), ...identifiers(route.children ?? [])])
    .filter((id): id is string => id !== null);
}

function keys(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object') return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('logs routes and strings', () => {
  it('are checked against the identifiers the roles dialog can grant', () => {
    expect(identifiers(logsRoutes)).toEqual(['logs', 'operate-log']);
    for (const id of identifiers(logsRoutes)) expect(ALL_PERMISSIONS).toContain(id);
  });
  it('the lazy pack has the same keys in both languages', () => {
    expect(keys(en.translations).sort()).toEqual(keys(zh.translations).sort());
  });
});
