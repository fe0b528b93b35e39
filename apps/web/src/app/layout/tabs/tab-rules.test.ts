import { describe, expect, it } from 'vitest';
import { closeAllTabs, closeOtherTabs, closeTab, tabTitle, visitTab, type VisitedTab } from './tab-rules.ts';

function tab(name: string, key = `/${name}`, extra: Partial<VisitedTab> = {}): VisitedTab {
  return { key, name, titleKey: `route.${name}`, path: key, search: '', params: {}, ...extra };
}

const t = (key: string) => `<${key}>`;
const dashboard = tab('dashboard');
const orders = tab('order-list', '/order/order-list');
const detail = tab('detail', '/order/detail/SN1');
const refunds = tab('refund-list', '/after-sale/refund-list');

describe('tabTitle', () => {
  it('uses the route title by default', () => {
    expect(tabTitle(orders, t)).toBe('<route.order-list>');
  });

  it('appends " - tag_name" for tag-add', () => {
    expect(tabTitle(tab('tag-add', '/goods/tag-add/3', { search: '?tag_name=%E7%83%AD%E9%94%80' }), t)).toBe(
      '<route.tag-add> - 热销',
    );
    expect(tabTitle(tab('tag-add'), t)).toBe('<route.tag-add>');
  });

  it('puts group_name before the title for group-buy-goods', () => {
    expect(tabTitle(tab('group-buy-goods', '/g', { search: '?group_name=感冒' }), t)).toBe(
      '感冒 <route.group-buy-goods>',
    );
    expect(tabTitle(tab('group-buy-goods'), t)).toBe('<route.group-buy-goods>');
  });

  it('says edit for assemble with a promotion_id, else add', () => {
    expect(tabTitle(tab('assemble', '/a/9', { params: { promotion_id: '9' } }), t)).toBe(
      '<tabs.assembleEdit>',
    );
    expect(tabTitle(tab('assemble', '/a', { params: {} }), t)).toBe('<tabs.assembleAdd>');
    expect(tabTitle(tab('assemble-add', '/a/9', { params: { promotion_id: '9' } }), t)).toBe(
      '<tabs.assembleEdit>',
    );
    expect(tabTitle(tab('assemble-add', '/a', { params: {} }), t)).toBe('<tabs.assembleAdd>');
  });
});

describe('visitTab', () => {
  it('adds a tab for every newly visited page', () => {
    expect(visitTab(visitTab([dashboard], orders), detail).map((x) => x.key)).toEqual([
      dashboard.key,
      orders.key,
      detail.key,
    ]);
  });

  it('updates an open tab in place instead of adding a second one', () => {
    const revisited = { ...orders, path: '/order/order-list?page=2', search: '?page=2' };
    const tabs = visitTab([dashboard, orders, detail], revisited);
    expect(tabs).toHaveLength(3);
    expect(tabs[1]?.path).toBe('/order/order-list?page=2');
  });
});

describe('closeTab', () => {
  const open = [dashboard, orders, detail, refunds];

  it('never closes the dashboard', () => {
    expect(closeTab(open, dashboard.key, dashboard.key)).toEqual({ tabs: open, navigateTo: null });
  });

  it('closes an inactive tab and stays where we are', () => {
    expect(closeTab(open, orders.key, refunds.key)).toEqual({
      tabs: [dashboard, detail, refunds],
      navigateTo: null,
    });
  });

  it('goes to the last remaining tab when the active one closes', () => {
    expect(closeTab(open, detail.key, detail.key).navigateTo).toBe(refunds.path);
    expect(closeTab(open, refunds.key, refunds.key).navigateTo).toBe(detail.path);
  });

  it('goes to / when no tab remains', () => {
    expect(closeTab([orders], orders.key, orders.key)).toEqual({ tabs: [], navigateTo: '/' });
  });

  it('ignores unknown keys', () => {
    expect(closeTab(open, '/nope', orders.key).tabs).toEqual(open);
  });
});

describe('closeOtherTabs', () => {
  const open = [dashboard, orders, detail, refunds];

  it('keeps the dashboard and the chosen tab, staying on it when it is active', () => {
    expect(closeOtherTabs(open, detail.key, detail.key)).toEqual({
      tabs: [dashboard, detail],
      navigateTo: null,
    });
  });

  it('opens the chosen tab when the active page was among those closed', () => {
    expect(closeOtherTabs(open, orders.key, refunds.key)).toEqual({
      tabs: [dashboard, orders],
      navigateTo: orders.path,
    });
  });

  it('stays on the dashboard when it is active', () => {
    expect(closeOtherTabs(open, orders.key, dashboard.key).navigateTo).toBeNull();
  });
});

describe('closeAllTabs', () => {
  it('keeps only the dashboard and goes to /', () => {
    expect(closeAllTabs([dashboard, orders, detail])).toEqual({ tabs: [dashboard], navigateTo: '/' });
  });
});
