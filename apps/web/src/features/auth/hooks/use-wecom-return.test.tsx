// @vitest-environment jsdom
import type { LoggedInUser } from '@rxdesk/contract/auth/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nReady } from '../../../i18n/i18n.ts';
import { useWecomReturn } from './use-wecom-return.ts';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../../shared/http/api-client.ts', () => ({ apiClient: { get } }));

const user: LoggedInUser = {
  uid: 9,
  username: 'wecom-clerk',
  role_id: 2,
  role_name: '店员',
  founder: 0,
  pharmacist: 0,
  shop_id: 1,
  organization_name: '演示大药房',
  face: '',
  mobile: '13800000001',
  login_count: 1,
  expires: Math.floor(Date.now() / 1000) + 3600,
  access_token: 'access',
  refresh_token: 'refresh',
};

function Probe({ onSignedIn }: { onSignedIn: () => void }) {
  const { signingIn, error } = useWecomReturn(onSignedIn);
  const location = useLocation();
  return (
    <div>
      <output data-testid="search">{location.search}</output>
      <output data-testid="state">{error ?? (signingIn ? 'signing-in' : 'idle')}</output>
    </div>
  );
}

function renderAt(url: string, onSignedIn = vi.fn()) {
  const router = createMemoryRouter([{ path: '/login', element: <Probe onSignedIn={onSignedIn} /> }], {
    initialEntries: [url],
  });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return onSignedIn;
}

// The strings are a lazy chunk (i18n.ts); the assertions below read Chinese text.
beforeAll(() => i18nReady);

describe('returning from WeCom to /login', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    get.mockReset();
  });

  it('exchanges the code once, stores the session, signs in and drops the code from the address', async () => {
    get.mockResolvedValue(user);
    const onSignedIn = renderAt('/login?code=CODE1&state=qywx&forward=%2Fclerks');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(
      'admin-user/login/qywx',
      expect.objectContaining({ params: { code: 'CODE1' } }),
    );
    expect(localStorage.getItem('seller_refresh_token')).toBe('refresh');
    expect(screen.getByTestId('search').textContent).toBe('?forward=%2Fclerks');
  });

  it('shows the server’s reason when the code is refused, and stores nothing', async () => {
    get.mockRejectedValue({
      response: {
        status: 503,
        data: { code: 'NOT_CONFIGURED', message: '企业微信 WeCom 未配置，无法使用此功能' },
      },
    });
    const onSignedIn = renderAt('/login?code=CODE2&state=qywx');

    await waitFor(() =>
      expect(screen.getByTestId('state').textContent).toBe('企业微信 WeCom 未配置，无法使用此功能'),
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem('seller_refresh_token')).toBeNull();
    expect(screen.getByTestId('search').textContent).toBe('');
  });

  it('does nothing on a plain visit or a code that is not WeCom’s', () => {
    renderAt('/login?code=OTHER');
    expect(get).not.toHaveBeenCalled();
    expect(screen.getByTestId('state').textContent).toBe('idle');
  });
});
