// @vitest-environment jsdom
import type { UploadResult } from '@rxdesk/contract/uploads/uploads';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSignedInStrings } from '../../../i18n/i18n.ts';
import { polyfillAntdInJsdom } from '../../../testing/antd-jsdom.ts';
import { ImagePicker, type ImagePickerProps } from './image-picker.tsx';
import type { PickedImage } from './image-items.ts';

const { postUploader, toastError } = vi.hoisted(() => ({ postUploader: vi.fn(), toastError: vi.fn() }));
vi.mock('./api/post-uploader.ts', () => ({ postUploader }));
vi.mock('../../feedback/feedback.ts', () => ({ toast: { error: toastError, warning: vi.fn() } }));

const stored = (name: string): UploadResult => ({
  url: `/files/${name}`,
  thumbnail: `/files/${name}.thumb.webp`,
  name,
  ext: 'png',
  size: 3,
  width: 1,
  height: 1,
});
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

function show(props: Partial<ImagePickerProps> = {}) {
  const onChange = vi.fn<(value: PickedImage[]) => void>();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <ImagePicker onChange={onChange} {...props} />
    </QueryClientProvider>,
  );
  const input = view.container.querySelector('input[type=file]') as HTMLInputElement;
  return { onChange, choose: (...files: File[]) => fireEvent.change(input, { target: { files } }) };
}

beforeAll(async () => {
  polyfillAntdInJsdom();
  await loadSignedInStrings();
});
beforeEach(() => {
  postUploader.mockReset().mockImplementation((file: File, onProgress: (p: number) => void) => {
    onProgress(50);
    return Promise.resolve(stored(file.name));
  });
  toastError.mockReset();
});
afterEach(cleanup);

describe('image picker', { timeout: 60_000 }, () => {
  it('accepts only the image types the server stores', () => {
    show();
    const input = document.querySelector('input[type=file]');
    expect(input?.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/gif');
    expect(screen.getByText('支持 JPG、PNG、WebP、GIF，最多 10 张')).toBeTruthy();
  });

  it('uploads each chosen file and hands back the stored images', async () => {
    const { onChange, choose } = show();
    choose(png('a.png'), png('b.png'));
    await waitFor(() => expect(onChange.mock.calls.at(-1)?.[0]).toHaveLength(2), { timeout: 30_000 });
    const value = onChange.mock.calls.at(-1)?.[0] ?? [];
    expect(value.map((item) => item.response)).toEqual([stored('a.png'), stored('b.png')]);
    expect(value.every((item) => item.blob instanceof File && typeof item.uid === 'string')).toBe(true);
  });

  it('refuses a whole batch past the limit with the §5 message', async () => {
    const held: PickedImage[] = [{ uid: 'x', response: stored('x.png') }];
    const { onChange, choose } = show({ value: held, limit: 2 });
    choose(png('a.png'), png('b.png'));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('文件数量超过限制！'));
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(postUploader).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a failed upload out of the value', async () => {
    postUploader.mockRejectedValue(Object.assign(new Error('refused'), { response: { status: 400 } }));
    const { onChange, choose } = show();
    choose(png('bad.png'));
    await waitFor(() => expect(postUploader).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(document.querySelector('.ant-upload-list-item-error')).not.toBeNull(), {
      timeout: 30_000,
    });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('marks a link value that breaks the rule and passes edits on', async () => {
    const held: PickedImage[] = [
      { uid: 'x', response: stored('x.png'), operation: { opt_type: 'URL', opt_value: 'pages' } },
    ];
    const { onChange } = show({ value: held, withOperation: true });
    expect(await screen.findByText('链接值只能以 / 开头！')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('操作值'), { target: { value: '/pages/a' } });
    expect(onChange).toHaveBeenCalledWith([
      { ...held[0], operation: { opt_type: 'URL', opt_value: '/pages/a' } },
    ]);
  });
});
