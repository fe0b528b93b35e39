import { MAP_PROVIDERS, type GeoPlace, type GeoPoint, type MapProvider } from '@rxdesk/contract/maps/maps';
import { Alert, Button, Flex, Space, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapServices } from './api/map-api.ts';

// Leaflet and its CSS come with the dialog only (a lazy chunk), never with the page.
const LocationPickerDialog = lazy(() => import('./location-picker-dialog.tsx'));

export interface LocationPickerFieldProps {
  /** Set by Form.Item: the label's target. */
  id?: string;
  value?: GeoPoint | null;
  onChange?: (value: GeoPoint | null) => void;
  /** The address typed in the form: the dialog's search starts with it. */
  address?: string;
  /** Called with the chosen place (its formatted address, e.g. to fill an empty address field). */
  onPicked?: (place: GeoPlace) => void;
  disabled?: boolean;
}

/** A form control for a map point (GCJ-02) with the §2 two location pickers (AMap, Tencent Maps).
 * A service without its key says so; the address can then be saved without a point. */
export function LocationPickerField({
  id,
  value,
  onChange,
  address = '',
  onPicked,
  disabled,
}: LocationPickerFieldProps) {
  const { t } = useTranslation();
  const services = useMapServices();
  const [open, setOpen] = useState<MapProvider | null>(null);
  const configured = (p: MapProvider) => services.data?.find((s) => s.provider === p)?.configured ?? false;
  const unconfigured = services.data ? MAP_PROVIDERS.filter((p) => !configured(p)) : [];
  const maxZoom = services.data?.find((s) => s.provider === open)?.max_zoom ?? 18;

  return (
    <Flex vertical gap={8} id={id} data-testid="location-picker-field">
      <Typography.Text type={value ? undefined : 'secondary'} data-testid="location-picker-value">
        {value
          ? t('location-picker.point', { longitude: value.lng, latitude: value.lat })
          : t('location-picker.none')}
      </Typography.Text>
      <Space wrap>
        {MAP_PROVIDERS.map((p) => (
          <Button
            key={p}
            onClick={() => setOpen(p)}
            disabled={disabled || !configured(p)}
            loading={services.isPending}
            data-testid={`location-picker-${p}`}
          >
            {t(`location-picker.pick.${p}`)}
          </Button>
        ))}
        {value && (
          <Button type="link" danger disabled={disabled} onClick={() => onChange?.(null)}>
            {t('location-picker.clear')}
          </Button>
        )}
      </Space>
      {unconfigured.map((p) => (
        <Alert key={p} type="warning" showIcon title={t(`location-picker.notConfigured.${p}`)} />
      ))}
      {open && (
        <Suspense fallback={null}>
          <LocationPickerDialog
            provider={open}
            maxZoom={maxZoom}
            initial={value ?? null}
            initialSearch={address}
            onCancel={() => setOpen(null)}
            onOk={(place) => {
              setOpen(null);
              onChange?.({ lng: place.lng, lat: place.lat });
              onPicked?.(place);
            }}
          />
        </Suspense>
      )}
    </Flex>
  );
}
