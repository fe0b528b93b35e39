import { describe, expect, it } from 'vitest';
import {
  ACTION_LABELS,
  actionGroups,
  actionLabel,
  actionsLabelled,
  targetTypeLabel,
} from './action-labels.ts';
import { targetTypeOf } from './target-type.ts';

describe('targetTypeOf', () => {
  it('is the action minus its last segment; a one-word action is its own type', () => {
    expect(targetTypeOf('goods.tag.create')).toBe('goods.tag');
    expect(targetTypeOf('order.price')).toBe('order');
    expect(targetTypeOf('order.pay+setout')).toBe('order');
    expect(targetTypeOf('logout')).toBe('logout');
  });
});

describe('action labels', () => {
  it('labels a known code in both languages and shows an unknown one as itself', () => {
    expect(actionLabel('order.price', 'zh')).toBe('修改价格');
    expect(actionLabel('order.price', 'en')).toBe('Price changed');
    expect(actionLabel('points.grant', 'zh')).toBe('points.grant');
  });
  it('joins the steps of a state change of several steps', () => {
    expect(actionLabel('order.pay+setout', 'zh')).toBe('确认收款 + 发货');
    expect(actionLabel('order.pay+unknown', 'en')).toBe('order.pay+unknown');
  });
  it('labels a prefix filter by its target type', () => {
    expect(actionLabel('goods.tag.', 'zh')).toBe('商品标签（全部）');
    expect(actionLabel('order*', 'en')).toBe('Order (all)');
    expect(targetTypeLabel('clerk', 'en')).toBe('Clerk');
    expect(targetTypeLabel('points', 'zh')).toBe('points');
  });
  it('adding an area is one spread: a given map labels its codes', () => {
    const labels = {
      ...ACTION_LABELS,
      'member.remark.update': { zh: '修改会员备注', en: 'Member remark edited' },
    };
    expect(actionLabel('member.remark.update', 'zh', labels)).toBe('修改会员备注');
    expect(actionGroups('en', labels).find((g) => g.value === 'member.remark.')?.options).toEqual([
      { value: 'member.remark.update', label: 'Member remark edited' },
    ]);
  });
  it('groups the select by target type, each group filtering by prefix', () => {
    const groups = actionGroups('zh');
    const order = groups.find((g) => g.value === 'order.')!;
    expect(order.label).toBe('订单');
    expect(order.options).toContainEqual({ value: 'order.price', label: '修改价格' });
    expect(new Set(groups.map((g) => g.value)).size).toBe(groups.length);
  });
  it('finds codes by a label keyword in either language', () => {
    expect(actionsLabelled('改价').length + actionsLabelled('修改价格').length).toBeGreaterThan(0);
    expect(actionsLabelled('price changed')).toContain('order.price');
    expect(actionsLabelled('添加店员')).toEqual(['clerk.create']);
  });
  it('every label has both languages', () => {
    for (const [code, l] of Object.entries(ACTION_LABELS)) {
      expect(l.zh, code).not.toBe('');
      expect(l.en, code).not.toBe('');
    }
  });
});
