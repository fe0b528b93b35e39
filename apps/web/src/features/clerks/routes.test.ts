import { ALL_PERMISSIONS } from '@rxdesk/contract/auth/permissions';
import { describe, expect, it } from 'vitest';
import { permissionOf, type AppRoute } from '../../shared/routing/app-route.ts';
import { clerksRoutes } from './routes.tsx';

function identifiers(routes: readonly AppRoute[]): string[] {
  return routes
    .flatMap((route) => [permissionOf(route), ...identifiers(route.children ?? [])])
    .filter((id): id is string => id !== null);
}

describe('clerks routes', () => {
  it('are checked against the identifiers the roles dialog can grant', () => {
    expect(identifiers(clerksRoutes)).toEqual(['clerks', 'clerk-list', 'role-list']);
    for (const id of identifiers(clerksRoutes)) expect(ALL_PERMISSIONS).toContain(id);
  });
});
