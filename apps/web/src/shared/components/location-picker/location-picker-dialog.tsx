import 'leaflet/dist/leaflet.css';
import './location-picker.css';
import type { GeoPlace, MapProvider } from '@rxdesk/contract/maps/maps';
import { Alert, Input, List, Modal, Typography } from 'antd';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { geocode, reverseGeocode } from './api/map-api.ts';
import { proxyTileLayer } from './proxy-tile-layer.ts';

/** People's Square, Shanghai (GCJ-02): where the map opens without a point. */
const DEFAULT_CENTER: L.LatLngTuple = [31.2304, 121.4737];
// A CSS marker: Leaflet's default icon images are not found once Vite bundles the CSS (a known
// Leaflet + bundler issue), and a div needs no image at all.
const markerIcon = L.divIcon({
  className: 'rx-map-marker',
  html: '<span></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 24],
});
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export interface LocationPickerDialogProps {
  provider: MapProvider;
  maxZoom: number;
  /** The point to start from. */
  initial: { lng: number; lat: number } | null;
  /** What the search box starts with (the address typed in the form). */
  initialSearch: string;
  onOk: (place: GeoPlace) => void;
  onCancel: () => void;
}

/** The §2 location picker on one map service: its tiles (through our server), search by address
 * (the service's geocoder), click or drag the marker (reverse geocoded). Lazy: Leaflet comes with
 * this dialog only. */
export default function LocationPickerDialog(props: LocationPickerDialogProps) {
  const { provider, maxZoom, initial, initialSearch, onOk, onCancel } = props;
  const { t } = useTranslation();
  // A callback ref: the dialog's body mounts after the dialog itself (antd renders it in a portal).
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const [place, setPlace] = useState<GeoPlace | null>(initial ? { ...initial, address: '' } : null);
  const [results, setResults] = useState<GeoPlace[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [locating, setLocating] = useState(false);

  const choose = async (lng: number, lat: number, address?: string) => {
    const point = { lng: round6(lng), lat: round6(lat) };
    placeMarker(point.lat, point.lng);
    if (address !== undefined) return setPlace({ ...point, address });
    setPlace({ ...point, address: '' });
    setLocating(true);
    try {
      const found = await reverseGeocode(provider, point.lng, point.lat);
      setPlace((now) =>
        now && now.lng === point.lng && now.lat === point.lat ? { ...point, address: found.address } : now,
      );
    } catch {
      // The point stands without an address.
    } finally {
      setLocating(false);
    }
  };
  const chooseRef = useRef(choose);
  chooseRef.current = choose;

  function placeMarker(lat: number, lng: number) {
    if (!map.current) return;
    if (!marker.current) {
      marker.current = L.marker([lat, lng], { icon: markerIcon, draggable: true, keyboard: true }).addTo(
        map.current,
      );
      marker.current.on('dragend', () => {
        const at = marker.current!.getLatLng();
        void chooseRef.current(at.lng, at.lat);
      });
    } else marker.current.setLatLng([lat, lng]);
  }

  useEffect(() => {
    if (!box) return;
    const m = L.map(box, {
      center: initial ? [initial.lat, initial.lng] : DEFAULT_CENTER,
      zoom: initial ? 16 : 12,
      maxZoom,
      attributionControl: false,
    });
    proxyTileLayer(provider, maxZoom).addTo(m);
    m.on('click', (e: L.LeafletMouseEvent) => void chooseRef.current(e.latlng.lng, e.latlng.lat));
    map.current = m;
    if (initial) placeMarker(initial.lat, initial.lng);
    // The dialog opens with an animation: the map is made while its box has no size yet, so it
    // measures again (and loads the tiles it now shows) whenever the box is resized.
    const sized = new ResizeObserver(() => m.invalidateSize());
    sized.observe(box);
    return () => {
      sized.disconnect();
      m.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is made once per opening (its box); later changes go through the refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [box]);

  const search = async (address: string) => {
    if (!address.trim()) return;
    setSearching(true);
    try {
      const found = await geocode(provider, address.trim());
      setResults(found);
      const [best] = found;
      if (best) {
        map.current?.setView([best.lat, best.lng], 16);
        await choose(best.lng, best.lat, best.address);
      }
    } catch {
      setResults(null); // the client has shown the server's message
    } finally {
      setSearching(false);
    }
  };

  return (
    <Modal
      open
      width={760}
      title={t(`location-picker.title.${provider}`)}
      okButtonProps={{ disabled: !place, id: 'location-picker-ok' }}
      onOk={() => place && onOk(place)}
      onCancel={onCancel}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('location-picker.hint')}</Typography.Paragraph>
      <Input.Search
        defaultValue={initialSearch}
        placeholder={t('location-picker.search')}
        enterButton={t('location-picker.searchButton')}
        loading={searching}
        maxLength={120}
        onSearch={(v) => void search(v)}
        data-testid="location-picker-search"
        aria-label={t('location-picker.search')}
      />
      {results && results.length === 0 && (
        <Alert type="info" showIcon style={{ marginTop: 8 }} title={t('location-picker.noResult')} />
      )}
      {results && results.length > 1 && (
        <List
          size="small"
          style={{ marginTop: 8, maxHeight: 120, overflow: 'auto' }}
          dataSource={results}
          renderItem={(r) => (
            <List.Item
              style={{ cursor: 'pointer' }}
              onClick={() => {
                map.current?.setView([r.lat, r.lng], 16);
                void choose(r.lng, r.lat, r.address);
              }}
            >
              {r.address}
            </List.Item>
          )}
        />
      )}
      <div ref={setBox} className="rx-map" data-testid="location-picker-map" />
      <div data-testid="location-picker-chosen">
        {place ? (
          <Typography.Text>
            {t('location-picker.chosen')}：
            {t('location-picker.point', { longitude: place.lng, latitude: place.lat })}
            {locating ? ` · ${t('location-picker.locating')}` : place.address ? ` · ${place.address}` : ''}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('location-picker.notChosen')}</Typography.Text>
        )}
      </div>
    </Modal>
  );
}
