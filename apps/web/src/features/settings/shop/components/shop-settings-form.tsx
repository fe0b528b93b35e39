// The contract's shop settings messages (server refusals, field rules), registered with this lazy page.
import '@rxdesk/contract/settings/shop-settings-messages';
import type { GeoPoint } from '@rxdesk/contract/maps/maps';
import {
  DELIVERY_RADIUS_MAX,
  shopSettingsBody,
  type ShopSettings,
} from '@rxdesk/contract/settings/shop-settings';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LocationPickerField } from '../../../../shared/components/location-picker/location-picker-field.tsx';
import { RegionPicker } from '../../../../shared/components/region-picker/region-picker.tsx';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { showSubmitError } from '../../../../shared/forms/server-field-error.ts';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';
import { useSaveShopSettings } from '../api/save-shop-settings.ts';
import { HourMinuteItem } from './hour-minute-item.tsx';

interface Values {
  shop_name: string;
  shop_contact_name: string;
  shop_contact_phone: string;
  service_phone: string;
  description: string;
  region?: number[];
  shop_address: string;
  location: GeoPoint | null;
  open_time: string;
  close_time: string;
  delivery_radius: number;
  city_delivery_fee: number;
  self_pickup: boolean;
}

// API field → form field, for refusals the server pins on a field.
const SERVER_FIELDS: Record<string, string> = {
  shop_name: 'shop_name',
  shop_contact_name: 'shop_contact_name',
  shop_contact_phone: 'shop_contact_phone',
  service_phone: 'service_phone',
  description: 'description',
  region_id: 'region',
  shop_address: 'shop_address',
  location: 'location',
  'location.lng': 'location',
  'location.lat': 'location',
  open_time: 'open_time',
  close_time: 'close_time',
  delivery_radius: 'delivery_radius',
  city_delivery_fee: 'city_delivery_fee',
};

/** 店铺设置's form: name, contacts, description, address with region and map point, hours,
 * same-city delivery and self pick-up. The open/closed state is shown, never edited. */
export function ShopSettingsForm({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveShopSettings();
  const address = Form.useWatch('shop_address', form) ?? settings.shop_address;
  const shape = shopSettingsBody.shape;
  const label = (key: string) => t(`shopSettings.shop.${key}`);

  const submit = async (v: Values) => {
    try {
      await save.mutateAsync({
        shop_name: v.shop_name,
        shop_contact_name: v.shop_contact_name,
        shop_contact_phone: v.shop_contact_phone,
        service_phone: v.service_phone ?? '',
        description: v.description ?? '',
        region_id: v.region?.at(-1) ?? null,
        shop_address: v.shop_address,
        location: v.location ?? null,
        open_time: v.open_time,
        close_time: v.close_time,
        delivery_radius: v.delivery_radius,
        city_delivery_fee: (v.city_delivery_fee ?? 0).toFixed(2),
        self_pickup: v.self_pickup ? 1 : 0,
      });
      toast.success(t('shopSettings.saved'));
    } catch (error) {
      showSubmitError(form, error, SERVER_FIELDS);
    }
  };

  return (
    <Form<Values>
      form={form}
      name="shop-settings"
      layout="vertical"
      onFinish={(v) => void submit(v)}
      initialValues={{
        shop_name: settings.shop_name,
        shop_contact_name: settings.shop_contact_name,
        shop_contact_phone: settings.shop_contact_phone,
        service_phone: settings.service_phone,
        description: settings.description,
        region: settings.region_id ? [settings.region_id] : undefined,
        shop_address: settings.shop_address,
        location: settings.location,
        open_time: settings.open_time,
        close_time: settings.close_time,
        delivery_radius: settings.delivery_radius,
        city_delivery_fee: settings.city_delivery_fee,
        self_pickup: settings.self_pickup === 1,
      }}
    >
      <Flex vertical gap={16}>
        <Card title={label('basic')}>
          <Row gutter={24}>
            <Col xs={24} md={12}>
              <Form.Item name="shop_name" label={label('name')} required rules={[rule(shape.shop_name)]}>
                <Input maxLength={40} showCount />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={label('status')} extra={label('statusHint')}>
                <Tag color={settings.closed ? 'red' : 'green'} data-testid="shop-closed-state">
                  {settings.closed ? label('closed') : label('open')}
                </Tag>
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="shop_contact_name"
                label={label('contactName')}
                required
                rules={[rule(shape.shop_contact_name)]}
              >
                <Input maxLength={20} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="shop_contact_phone"
                label={label('contactPhone')}
                required
                rules={[rule(shape.shop_contact_phone)]}
              >
                <Input maxLength={20} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="service_phone"
                label={label('servicePhone')}
                rules={[rule(shape.service_phone)]}
              >
                <Input maxLength={20} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="description" label={label('description')} rules={[rule(shape.description)]}>
                <Input.TextArea rows={3} maxLength={500} showCount />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={label('address')}>
          <Row gutter={24}>
            <Col xs={24} md={10}>
              <Form.Item name="region" label={label('region')}>
                <RegionPicker />
              </Form.Item>
            </Col>
            <Col xs={24} md={14}>
              <Form.Item
                name="shop_address"
                label={label('detail')}
                required
                rules={[rule(shape.shop_address)]}
              >
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="location" label={label('location')}>
                <LocationPickerField address={address} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={label('business')}>
          <Row gutter={24}>
            <Col xs={12} md={6}>
              <HourMinuteItem name="open_time" label={label('openTime')} rule={rule(shape.open_time)} />
            </Col>
            <Col xs={12} md={6}>
              <HourMinuteItem name="close_time" label={label('closeTime')} rule={rule(shape.close_time)} />
            </Col>
            <Col xs={12} md={6}>
              <Form.Item
                name="delivery_radius"
                label={label('radius')}
                required
                rules={[rule(shape.delivery_radius)]}
              >
                <InputNumber
                  min={0}
                  max={DELIVERY_RADIUS_MAX}
                  precision={0}
                  suffix={label('meters')}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="city_delivery_fee" label={label('fee')} required>
                <InputNumber
                  min={0}
                  max={9999}
                  precision={2}
                  suffix={label('yuan')}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="self_pickup" label={label('selfPickup')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Flex gap={12}>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="shop-settings-save">
            {label('save')}
          </Button>
          <Button onClick={() => form.resetFields()}>{label('reset')}</Button>
          <Typography.Text type="secondary" />
        </Flex>
      </Flex>
    </Form>
  );
}
