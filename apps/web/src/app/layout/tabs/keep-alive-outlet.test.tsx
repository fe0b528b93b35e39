// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppRoute } from '../../../shared/routing/app-route.ts';
import { RouterInstanceContext } from '../../router-instance.ts';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { TabsProvider, useTabs } from './tabs-context.tsx';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name}:{count}
    </button>
  );
}

function TabControls() {
  const { tabs, close, closeAll } = useTabs();
  return (
    <div>
      <output data-testid="tabs">{tabs.map((tab) => tab.key).join(',')}</output>
      {tabs.map((tab) => (
        <button key={tab.key} type="button" onClick={() => close(tab.key)}>
          close {tab.key}
        </button>
      ))}
      <button type="button" onClick={closeAll}>
        close all
      </button>
    </div>
  );
}

function page(name: string, path: string, extra: Partial<AppRoute> = {}): RouteObject {
  const appRoute: AppRoute = { name, path, titleKey: name, page: async () => () => null, ...extra };
  return { path, handle: { appRoute }, element: <Counter name={name} /> };
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <TabsProvider>
            <TabControls />
            <KeepAliveOutlet />
          </TabsProvider>
        ),
        children: [
          { index: true, element: <p>home</p> },
          page('dashboard', 'dashboard'),
          page('order-list', 'order/order-list'),
          page('good-publish', 'goods/publish', { noCache: true }),
        ],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <RouterInstanceContext.Provider value={router}>
      <RouterProvider router={router} />
    </RouterInstanceContext.Provider>,
  );
  const go = (path: string) => act(() => router.navigate(path));
  const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
  return { router, go, click };
}

/** Mounted, visible or hidden (hidden content has no accessible name, so query the text). */
const alive = (text: string) => screen.queryByText(text) !== null;
/** Mounted and shown. */
const shown = (text: string) => screen.queryByRole('button', { name: text }) !== null;

describe('tabs and kept-alive pages', () => {
  afterEach(cleanup);

  it('keeps a page state while the user visits another tab', async () => {
    const { go, click } = setup();
    await go('/order/order-list');
    click('order-list:0');
    click('order-list:1');
    await go('/dashboard');
    expect(shown('order-list:2')).toBe(false);
    expect(alive('order-list:2')).toBe(true);
    await go('/order/order-list');
    expect(shown('order-list:2')).toBe(true);
    expect(screen.getByTestId('tabs').textContent).toBe('/dashboard,/order/order-list');
  });

  it('re-mounts noCache pages on every visit', async () => {
    const { go, click } = setup();
    await go('/goods/publish');
    click('good-publish:0');
    await go('/dashboard');
    expect(alive('good-publish:1')).toBe(false);
    await go('/goods/publish');
    expect(shown('good-publish:0')).toBe(true);
  });

  it('drops the page of a closed tab', async () => {
    const { go, click } = setup();
    await go('/order/order-list');
    click('order-list:0');
    await go('/dashboard');
    click('close /order/order-list');
    expect(screen.getByTestId('tabs').textContent).toBe('/dashboard');
    expect(alive('order-list:1')).toBe(false);
    await go('/order/order-list');
    expect(shown('order-list:0')).toBe(true);
  });

  it('goes to the last remaining tab when the active tab closes, and to / on close all', async () => {
    const { router, go, click } = setup();
    await go('/goods/publish');
    await go('/order/order-list');
    await act(async () => click('close /order/order-list'));
    expect(router.state.location.pathname).toBe('/goods/publish');
    await act(async () => click('close all'));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByTestId('tabs').textContent).toBe('/dashboard');
  });

  it('gives a tab to a page left again before React rendered it (two quick clicks)', async () => {
    const { router } = setup();
    // Both navigations finish inside one act(), so React renders only the second page.
    await act(async () => {
      await router.navigate('/order/order-list');
      await router.navigate('/goods/publish');
    });
    expect(screen.getByTestId('tabs').textContent).toBe('/dashboard,/order/order-list,/goods/publish');
  });

  it('never closes the dashboard tab', async () => {
    const { click } = setup();
    await act(async () => click('close /dashboard'));
    expect(screen.getByTestId('tabs').textContent).toBe('/dashboard');
  });
});
