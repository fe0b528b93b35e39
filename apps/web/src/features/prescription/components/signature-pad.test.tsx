// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nReady, loadSignedInStrings } from '../../../i18n/i18n.ts';
import { SignaturePad, type SignaturePadHandle } from './signature-pad.tsx';

/* jsdom has no canvas: a recording 2D context stands in, and toDataURL encodes the canvas size
 * and the requested format, so the test can see what image would have been made. */
interface FakeContext {
  calls: string[];
  lineWidth: number;
  strokeStyle: string;
  fillStyle: string;
  [method: string]: unknown;
}

let contexts: Map<HTMLCanvasElement, FakeContext>;

function fakeContext(): FakeContext {
  const ctx: FakeContext = { calls: [], lineWidth: 1, strokeStyle: '', fillStyle: '' };
  for (const name of ['beginPath', 'arc', 'fill', 'moveTo', 'lineTo', 'stroke', 'clearRect', 'fillRect']) {
    ctx[name] = (...args: unknown[]) => ctx.calls.push(`${name}(${args.join(',')})`);
  }
  ctx.drawImage = (_source: unknown, ...args: unknown[]) => ctx.calls.push(`drawImage(${args.join(',')})`);
  return ctx;
}

beforeEach(() => {
  contexts = new Map();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    if (!contexts.has(this)) contexts.set(this, fakeContext());
    return contexts.get(this) as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    type?: string,
    quality?: unknown,
  ) {
    return `data:${type};base64,${btoa(`${this.width}x${this.height}@${String(quality)}`)}`;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(props: Partial<Parameters<typeof SignaturePad>[0]> = {}, box = { width: 800, height: 300 }) {
  const ref = createRef<SignaturePadHandle>();
  const onGenerate = vi.fn();
  render(<SignaturePad ref={ref} onGenerate={onGenerate} {...props} />);
  const canvas = screen.getByTestId('signature-canvas') as HTMLCanvasElement;
  vi.spyOn(canvas, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    x: 0,
    y: 0,
    right: box.width,
    bottom: box.height,
    ...box,
    toJSON: () => ({}),
  });
  return { ref, onGenerate, canvas };
}

function draw(canvas: HTMLCanvasElement, points: [number, number][]) {
  const [first, ...rest] = points;
  if (!first) return;
  fireEvent.pointerDown(canvas, { clientX: first[0], clientY: first[1], buttons: 1, pointerId: 1 });
  for (const [x, y] of rest)
    fireEvent.pointerMove(canvas, { clientX: x, clientY: y, buttons: 1, pointerId: 1 });
  fireEvent.pointerUp(canvas, { pointerId: 1 });
}

const decoded = (dataUrl: string | null | undefined) => atob(String(dataUrl).split(',')[1] ?? '');

// The strings are a lazy chunk (i18n.ts); the assertions below read Chinese text.
// The signed-in areas' strings come with the layout in the app (i18n.ts); here, by hand.
beforeAll(() => i18nReady.then(loadSignedInStrings));

describe('SignaturePad', () => {
  it('is an 800 × 300 canvas by default', () => {
    const { canvas } = setup();
    expect([canvas.width, canvas.height]).toEqual([800, 300]);
  });

  it('warns instead of generating when nothing was drawn', () => {
    const { ref, onGenerate } = setup();
    fireEvent.click(screen.getByRole('button', { name: '生成签名' }));
    expect(screen.getByRole('alert').textContent).toBe('请先签名！');
    let result: string | null = 'not called';
    act(() => {
      result = ref.current ? ref.current.generate() : 'no handle';
    });
    expect(result).toBeNull();
    expect(onGenerate).not.toHaveBeenCalled();
  });

  it('draws black strokes of width 4 and generates a full-size PNG at quality 1', () => {
    const { ref, onGenerate, canvas } = setup();
    draw(canvas, [
      [100, 50],
      [200, 80],
    ]);
    const ctx = contexts.get(canvas);
    expect(ctx?.calls).toContain('lineTo(200,80)');
    expect(ctx?.lineWidth).toBe(4);
    expect(ctx?.strokeStyle).toBe('#000000');

    let result: string | null = null;
    act(() => {
      result = ref.current?.generate() ?? null;
    });
    expect(result).toMatch(/^data:image\/png;base64,/);
    expect(decoded(result)).toBe('800x300@1');
    expect(onGenerate).toHaveBeenCalledWith(result);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('img', { name: '签名预览' }).getAttribute('src')).toBe(result);
  });

  it('maps the pointer onto canvas pixels when the canvas is shown smaller', () => {
    const { canvas } = setup({}, { width: 400, height: 150 });
    draw(canvas, [
      [10, 10],
      [50, 25],
    ]);
    expect(contexts.get(canvas)?.calls).toContain('lineTo(100,50)');
  });

  it('crops to the drawn area when asked', () => {
    const { ref, canvas } = setup({ crop: true });
    draw(canvas, [
      [100, 50],
      [200, 80],
    ]);
    let result: string | null = null;
    act(() => {
      result = ref.current?.generate() ?? null;
    });
    // (100,50)–(200,80) plus half the line width (2) on every side.
    expect(decoded(result)).toBe('104x34@1');
    const cropped = [...contexts.entries()].find(([target]) => target !== canvas)?.[1];
    expect(cropped?.calls).toContain('drawImage(98,48,104,34,0,0,104,34)');
  });

  it('reset clears the drawing, so generating warns again', () => {
    const { ref, canvas } = setup();
    draw(canvas, [
      [100, 50],
      [120, 60],
    ]);
    fireEvent.click(screen.getByRole('button', { name: /^重\s?置$/ }));
    expect(contexts.get(canvas)?.calls).toContain('clearRect(0,0,800,300)');
    let result: string | null = 'not called';
    act(() => {
      result = ref.current ? ref.current.generate() : 'no handle';
    });
    expect(result).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('请先签名！');
  });
});
