import { ALL_PERMISSIONS } from '@rxdesk/contract/auth/permissions';
import { describe, expect, it } from 'vitest';
import { permissionOf, type AppRoute } from '../../shared/routing/app-route.ts';
import { consultationsRoutes } from './routes.tsx';

function identifiers(routes: readonly AppRoute[]): string[] {
  return routes
    .flatMap((route) => [permissionOf(route), ...identifiers(route.children ?? [])])
    .filter((id): id is string => id !== null);
}

describe('consultation routes', () => {
  it('are checked against the identifiers the roles dialog can grant', () => {
    expect(identifiers(consultationsRoutes)).toEqual(['goods-ask-list']);
    for (const id of identifiers(consultationsRoutes)) expect(ALL_PERMISSIONS).toContain(id);
  });
});
