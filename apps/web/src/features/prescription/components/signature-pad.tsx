import { translateMessage } from '@rxdesk/contract/common/locale';
import { Button, Space, Typography } from 'antd';
import {
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import { SignatureSurface, type ExportOptions, type Point } from '../lib/signature-surface.ts';
import './signature-pad.css';

export interface SignaturePadHandle {
  /** The signature as an image data URL; null — with the §8 warning shown — when nothing was drawn. */
  generate: () => string | null;
  /** Clears the drawing, the preview and the warning. */
  reset: () => void;
}

interface Props {
  ref?: Ref<SignaturePadHandle>;
  /** §9 canvas defaults: 800 × 300, line width 4, black, image/png, quality 1, no crop. */
  width?: number;
  height?: number;
  lineWidth?: number;
  lineColor?: string;
  format?: ExportOptions['format'];
  quality?: number;
  crop?: boolean;
  /** Each generated signature (also when the parent calls generate()). */
  onGenerate?: (dataUrl: string) => void;
  /** The drawing was cleared or changed since the last generate: the old image no longer holds. */
  onChange?: () => void;
  /** Accessible name of the drawing area. */
  label?: string;
}

/** §2/§4 signature widget: blank until drawn; generating with no strokes warns; reset clears. */
export function SignaturePad({
  ref,
  width = 800,
  height = 300,
  lineWidth = 4,
  lineColor = '#000000',
  format = 'image/png',
  quality = 1,
  crop = false,
  onGenerate,
  onChange,
  label,
}: Props) {
  const { t } = useTranslation();
  const locale = useLang();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const surfaceRef = useRef<SignatureSurface | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [warning, setWarning] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    surfaceRef.current = canvas ? new SignatureSurface(canvas, { lineWidth, lineColor }) : null;
    return () => surfaceRef.current?.clear();
  }, [lineWidth, lineColor, width, height]);

  /** Pointer position in canvas pixels: the canvas is drawn scaled to fit its box. */
  function pointOf(event: ReactPointerEvent<HTMLCanvasElement>): Point {
    const canvas = event.currentTarget;
    const rect = canvas.getBoundingClientRect();
    const scaleX = rect.width > 0 ? canvas.width / rect.width : 1;
    const scaleY = rect.height > 0 ? canvas.height / rect.height : 1;
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
  }

  function changed() {
    setPreview(null);
    setWarning(false);
    onChange?.();
  }

  function generate(): string | null {
    const dataUrl = surfaceRef.current?.toDataUrl({ format, quality, crop }) ?? null;
    setWarning(dataUrl === null);
    setPreview(dataUrl);
    if (dataUrl) onGenerate?.(dataUrl);
    return dataUrl;
  }

  function reset() {
    surfaceRef.current?.clear();
    changed();
  }

  useImperativeHandle(ref, () => ({ generate, reset }));

  return (
    <div className="rx-signature">
      <canvas
        ref={canvasRef}
        className="rx-signature__canvas"
        width={width}
        height={height}
        style={{ aspectRatio: `${width} / ${height}`, maxWidth: width }}
        role="img"
        aria-label={label ?? t('prescription.signature.area')}
        data-testid="signature-canvas"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          surfaceRef.current?.begin(pointOf(event));
          changed();
        }}
        onPointerMove={(event) => {
          if (event.buttons === 0 && event.pointerType === 'mouse') return;
          surfaceRef.current?.extend(pointOf(event));
        }}
        onPointerUp={() => surfaceRef.current?.end()}
        onPointerCancel={() => surfaceRef.current?.end()}
        onPointerLeave={() => surfaceRef.current?.end()}
      />
      <div className="rx-signature__bar">
        <Space>
          <Button onClick={reset}>{t('prescription.signature.reset')}</Button>
          <Button onClick={() => generate()}>{t('prescription.signature.generate')}</Button>
        </Space>
        {warning && (
          <Typography.Text type="warning" role="alert" data-testid="signature-warning">
            {translateMessage(locale, 'rule.signature')}
          </Typography.Text>
        )}
      </div>
      {preview && (
        <img className="rx-signature__preview" src={preview} alt={t('prescription.signature.preview')} />
      )}
    </div>
  );
}
