// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DetailFallback, DetailScreen, detailLabels, type DetailFallbackLabels } from './detail-screen.tsx';

const labels: DetailFallbackLabels = { notFound: 'gone', loadFailed: 'failed', back: 'back', retry: 'retry' };

function show(error: unknown, withRetry = true) {
  const refetch = vi.fn();
  const query = { isPending: false, isError: true, error, isFetching: false, refetch } as never;
  const router = createMemoryRouter(
    [
      {
        path: '/detail',
        element: (
          <DetailFallback
            query={query}
            rows={4}
            labels={withRetry ? labels : { ...labels, retry: undefined }}
            backTo="/list"
          />
        ),
      },
      { path: '/list', element: <p>the list</p> },
    ],
    { initialEntries: ['/detail'] },
  );
  render(<RouterProvider router={router} />);
  return refetch;
}

afterEach(cleanup);

describe('DetailFallback', () => {
  it('says a missing record is not found, offers no retry, and leads back to the list', async () => {
    show({ response: { status: 404 } });
    expect(screen.getByText('gone')).toBeTruthy();
    expect(screen.queryByText('retry')).toBeNull();
    fireEvent.click(screen.getByText('back'));
    expect(await screen.findByText('the list')).toBeTruthy();
  });

  it('offers a retry after any other failure, unless the page has none', () => {
    const refetch = show({ response: { status: 500 } });
    expect(screen.getByText('failed')).toBeTruthy();
    fireEvent.click(screen.getByText('retry'));
    expect(refetch).toHaveBeenCalledTimes(1);
    cleanup();
    show({ code: 'ERR_NETWORK' }, false);
    expect(screen.getByText('failed')).toBeTruthy();
    expect(screen.queryByText('retry')).toBeNull();
  });

  it('draws the page with the record once it is read, and "not found" for an address that names none', () => {
    const query = {
      data: { name: 'the record' },
      isPending: false,
      isError: false,
      error: null,
      isFetching: false,
      refetch: vi.fn(),
    } as never;
    const page = (missing: boolean) =>
      createMemoryRouter(
        [
          {
            path: '/detail',
            element: (
              <DetailScreen<{ name: string }>
                query={query}
                rows={2}
                labels={labels}
                backTo="/list"
                missing={missing}
              >
                {(data) => <p>{data.name}</p>}
              </DetailScreen>
            ),
          },
        ],
        { initialEntries: ['/detail'] },
      );
    render(<RouterProvider router={page(false)} />);
    expect(screen.getByText('the record')).toBeTruthy();
    cleanup();
    render(<RouterProvider router={page(true)} />);
    expect(screen.getByText('gone')).toBeTruthy();
    expect(screen.queryByText('the record')).toBeNull();
  });
});

describe('detailLabels', () => {
  const t = ((key: string) => `<${key}>`) as never;

  it("reads the area's notFound, loadFailed and back with the common retry", () => {
    expect(detailLabels(t, 'orders.detail')).toEqual({
      notFound: '<orders.detail.notFound>',
      loadFailed: '<orders.detail.loadFailed>',
      back: '<orders.detail.back>',
      retry: '<common.retry>',
    });
  });

  it('takes another message for a label where the area names one, and no retry for null', () => {
    expect(
      detailLabels(t, 'drug-control.orders', { loadFailed: 'drug-control.loadFailed', retry: null }),
    ).toEqual({
      notFound: '<drug-control.orders.notFound>',
      loadFailed: '<drug-control.loadFailed>',
      back: '<drug-control.orders.back>',
    });
  });
});
