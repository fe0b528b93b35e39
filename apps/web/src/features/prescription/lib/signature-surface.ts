/* The drawing behind the §2 signature widget, kept apart from React: strokes go onto a canvas,
 * the area they cover is tracked (for the optional crop), and the result is an image data URL
 * (§3 "png default, quality 1"). */

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SurfaceOptions {
  lineWidth: number;
  lineColor: string;
}

export interface ExportOptions {
  format: 'image/png' | 'image/jpeg';
  quality: number;
  /** Cut the image down to the drawn area (plus half a line of margin). */
  crop: boolean;
}

/** The area a set of points covers, widened by half the line width on each side (a stroke is
 * that thick) and kept inside the canvas. Whole pixels, at least 1 × 1. */
export function coveredRect(
  box: { minX: number; minY: number; maxX: number; maxY: number },
  lineWidth: number,
  canvas: { width: number; height: number },
): Rect {
  const half = Math.ceil(lineWidth / 2);
  const x = Math.max(0, Math.floor(box.minX) - half);
  const y = Math.max(0, Math.floor(box.minY) - half);
  const right = Math.min(canvas.width, Math.ceil(box.maxX) + half);
  const bottom = Math.min(canvas.height, Math.ceil(box.maxY) + half);
  return { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
}

export class SignatureSurface {
  private box: { minX: number; minY: number; maxX: number; maxY: number } | null = null;
  private last: Point | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly options: SurfaceOptions,
  ) {}

  get isEmpty(): boolean {
    return this.box === null;
  }

  /** A pen touches down: a dot, so a tap leaves a mark too. */
  begin(point: Point): void {
    const ctx = this.canvas.getContext('2d');
    if (ctx) {
      ctx.beginPath();
      ctx.fillStyle = this.options.lineColor;
      ctx.arc(point.x, point.y, this.options.lineWidth / 2, 0, Math.PI * 2);
      ctx.fill();
    }
    this.last = point;
    this.grow(point);
  }

  /** The pen moves while down: a round-capped segment from the last point. */
  extend(point: Point): void {
    if (!this.last) return;
    const ctx = this.canvas.getContext('2d');
    if (ctx) {
      ctx.beginPath();
      ctx.lineWidth = this.options.lineWidth;
      ctx.strokeStyle = this.options.lineColor;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.moveTo(this.last.x, this.last.y);
      ctx.lineTo(point.x, point.y);
      ctx.stroke();
    }
    this.last = point;
    this.grow(point);
  }

  end(): void {
    this.last = null;
  }

  clear(): void {
    this.canvas.getContext('2d')?.clearRect(0, 0, this.canvas.width, this.canvas.height);
    this.box = null;
    this.last = null;
  }

  /** The drawn area, or null when nothing was drawn. */
  drawnRect(): Rect | null {
    return this.box ? coveredRect(this.box, this.options.lineWidth, this.canvas) : null;
  }

  /** The drawing as a data URL; null when nothing was drawn (the caller warns). A JPEG gets a
   * white background, since it cannot be transparent (it would turn black). */
  toDataUrl({ format, quality, crop }: ExportOptions): string | null {
    const drawn = this.drawnRect();
    if (!drawn) return null;
    if (!crop && format === 'image/png') return this.canvas.toDataURL(format, quality);
    const area = crop ? drawn : { x: 0, y: 0, width: this.canvas.width, height: this.canvas.height };
    const out = this.canvas.ownerDocument.createElement('canvas');
    out.width = area.width;
    out.height = area.height;
    const ctx = out.getContext('2d');
    if (ctx) {
      if (format === 'image/jpeg') {
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, area.width, area.height);
      }
      ctx.drawImage(this.canvas, area.x, area.y, area.width, area.height, 0, 0, area.width, area.height);
    }
    return out.toDataURL(format, quality);
  }

  private grow({ x, y }: Point): void {
    const box = this.box;
    this.box = box
      ? {
          minX: Math.min(box.minX, x),
          minY: Math.min(box.minY, y),
          maxX: Math.max(box.maxX, x),
          maxY: Math.max(box.maxY, y),
        }
      : { minX: x, minY: y, maxX: x, maxY: y };
  }
}
