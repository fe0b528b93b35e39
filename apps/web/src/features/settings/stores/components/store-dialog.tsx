import type { GeoPoint } from '@rxdesk/contract/maps/maps';
import { storeBody, type Store, type StoreInput } from '@rxdesk/contract/settings/stores';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';
import { LocationPickerField } from '../../../../shared/components/location-picker/location-picker-field.tsx';
import { OrganizationPicker } from '../../../../shared/components/organization-picker/organization-picker.tsx';
import { RegionPicker } from '../../../../shared/components/region-picker/region-picker.tsx';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';
import { HourMinuteItem } from '../../shop/components/hour-minute-item.tsx';
import { useStorePharmacists } from '../api/get-stores.ts';

interface Values {
  parent_id?: number;
  name: string;
  region?: number[];
  address: string;
  location: GeoPoint | null;
  phone: string;
  open_time: string;
  close_time: string;
  pharmacist_id?: number | null;
}

const SERVER_FIELDS = {
  parent_id: 'parent_id',
  name: 'name',
  region_id: 'region',
  address: 'address',
  location: 'location',
  'location.lng': 'location',
  'location.lat': 'location',
  phone: 'phone',
  open_time: 'open_time',
  close_time: 'close_time',
  pharmacist_id: 'pharmacist_id',
};

/** Add or edit a store: its place in the organisation tree (the §2 organisation tree picker), address
 * with region and map point, phone, hours and the pharmacist on duty. */
export function StoreDialog({
  store,
  rootId,
  ...dialog
}: FormDialogProps<StoreInput> & { store: Store | null; rootId: number | undefined }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const pharmacists = useStorePharmacists();
  const address = Form.useWatch('address', form) ?? store?.address ?? '';
  const shape = storeBody.shape;
  const k = (key: string) => t(`shopSettings.stores.${key}`);
  return (
    <FormDialog<Values>
      {...dialog}
      onSubmit={(v) =>
        dialog.onSubmit({
          parent_id: v.parent_id ?? 0,
          name: v.name,
          region_id: v.region?.at(-1) ?? null,
          address: v.address,
          location: v.location ?? null,
          phone: v.phone ?? '',
          open_time: v.open_time,
          close_time: v.close_time,
          pharmacist_id: v.pharmacist_id ?? null,
        })
      }
      form={form}
      name="store"
      width={720}
      title={k(store ? 'edit' : 'add')}
      serverFields={SERVER_FIELDS}
      initialValues={{
        parent_id: store?.parent_id ?? rootId,
        name: store?.name ?? '',
        region: store?.region_id ? [store.region_id] : undefined,
        address: store?.address ?? '',
        location: store?.location ?? null,
        phone: store?.phone ?? '',
        open_time: store?.open_time ?? '08:00',
        close_time: store?.close_time ?? '22:00',
        pharmacist_id: store?.pharmacist_id ?? null,
      }}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="parent_id" label={k('parent')} required rules={[rule(shape.parent_id)]}>
            <OrganizationPicker groupsOnly />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="name" label={k('name')} required rules={[rule(shape.name)]}>
            <Input maxLength={40} data-testid="store-name" />
          </Form.Item>
        </Col>
        <Col span={10}>
          <Form.Item name="region" label={k('region')}>
            <RegionPicker />
          </Form.Item>
        </Col>
        <Col span={14}>
          <Form.Item name="address" label={k('address')} required rules={[rule(shape.address)]}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="location" label={k('location')}>
            <LocationPickerField address={address} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="phone" label={k('phone')} rules={[rule(shape.phone)]}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <HourMinuteItem name="open_time" label={k('openTime')} rule={rule(shape.open_time)} />
        </Col>
        <Col span={8}>
          <HourMinuteItem name="close_time" label={k('closeTime')} rule={rule(shape.close_time)} />
        </Col>
        <Col span={12}>
          <Form.Item name="pharmacist_id" label={k('pharmacist')}>
            <Select
              allowClear
              loading={pharmacists.isPending}
              placeholder={k('pharmacistNone')}
              options={(pharmacists.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
