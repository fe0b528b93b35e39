import { giftBody, type Gift, type GiftInput } from '@rxdesk/contract/promotions/gifts';
import type { UploadResult } from '@rxdesk/contract/uploads/uploads';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';
import { ImagePicker } from '../../../../shared/components/image-picker/image-picker.tsx';
import type { PickedImage } from '../../../../shared/components/image-picker/image-items.ts';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';

export interface GiftFormValues {
  name: string;
  price: string;
  images: PickedImage[];
  stock: number | null;
  disabled: boolean;
}

/** A stored picture as the image picker holds it (`/api/files/{sha}.{ext}` has its thumbnail
 * beside it; any other link shows itself). */
function picked(url: string): PickedImage {
  const match = /^(\/api\/files\/[0-9a-f]{64})\.(jpeg|png|webp|gif)$/.exec(url);
  const response: UploadResult = {
    url,
    thumbnail: match ? `${match[1]}.thumb.webp` : url,
    name: url.split('/').at(-1) ?? url,
    ext: (match?.[2] ?? 'jpeg') as UploadResult['ext'],
    size: 0,
    width: 0,
    height: 0,
  };
  return { uid: url, response };
}

/** The form's values as the API takes them (yuan as typed; the server converts and checks). The
 * SKU link is kept as it was (set through the API). */
export function giftInput(v: GiftFormValues, gift: Gift | null): GiftInput {
  return {
    name: v.name,
    price: v.price,
    image: v.images[0]?.response.url ?? '',
    sku_id: gift?.sku_id ?? null,
    stock: v.stock ?? 0,
    disabled: v.disabled,
  };
}

function initialOf(g: Gift | null): Partial<GiftFormValues> {
  if (!g) return { price: '0', images: [], stock: 0, disabled: false };
  return {
    name: g.name,
    price: String(g.price),
    images: g.image ? [picked(g.image)] : [],
    disabled: g.disabled,
  };
}

/** Create or edit a gift: name, value, one image (the shared upload picker), the opening stock
 * (creation only — later changes go through the stock dialog, one ledger row each), disabled. */
export function GiftFormDialog({ gift, ...dialog }: FormDialogProps<GiftFormValues> & { gift: Gift | null }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<GiftFormValues>();
  const f = giftBody.shape;
  return (
    <FormDialog
      form={form}
      name="gift-form"
      title={gift ? t('gifts.edit') : t('gifts.create')}
      serverFields={{ name: 'name', price: 'price', image: 'images', stock: 'stock' }}
      initialValues={initialOf(gift)}
      width={560}
      {...dialog}
    >
      <Form.Item name="name" label={t('gifts.form.name')} required rules={[rule(f.name)]}>
        <Input maxLength={30} showCount autoFocus />
      </Form.Item>
      <Form.Item name="price" label={t('gifts.form.price')} required rules={[rule(f.price)]}>
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item name="images" label={t('gifts.form.image')}>
        <ImagePicker limit={1} />
      </Form.Item>
      {!gift && (
        <Form.Item
          name="stock"
          label={t('gifts.form.stock')}
          extra={t('gifts.form.stockHint')}
          rules={[rule(f.stock)]}
        >
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item name="disabled" label={t('gifts.form.disabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
