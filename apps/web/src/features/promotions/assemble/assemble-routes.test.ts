import { describe, expect, it } from 'vitest';
import { promotionsRoutes } from '../routes.tsx';

describe('assemble routes', () => {
  const children = promotionsRoutes[0]?.children ?? [];
  it('come after group buy: the list in the menu, the add / edit page hidden behind assemble-manager', () => {
    const names = children.map((r) => r.name);
    expect(names.slice(names.indexOf('group-buy-goods') + 1)).toEqual(['assemble-manager', 'assemble-add']);
    const add = children.find((r) => r.name === 'assemble-add');
    expect(add).toMatchObject({
      path: 'assemble-add/:promotion_id?',
      hidden: true,
      permission: 'assemble-manager',
    });
    expect(children.find((r) => r.name === 'assemble-manager')?.hidden).toBeUndefined();
  });
});
