import type { CouponChoice, Floor, OpenFloor } from '@rxdesk/contract/pages/mobile-home';
import type { ResolvedGoods } from '@rxdesk/contract/pages/page-link';
import { THEMES, themeOf } from '@rxdesk/contract/pages/themes';
import { Carousel, Empty, Flex, Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

/** The editor's floors as the storefront would get them (names from what the editor knows). */
export function toOpenFloors(
  floors: readonly Floor[],
  goods: ReadonlyMap<number, ResolvedGoods>,
  coupons: readonly CouponChoice[],
): OpenFloor[] {
  const byId = new Map(coupons.map((c) => [c.coupon_id, c]));
  return floors.map((f) => {
    switch (f.type) {
      case 'GOODS':
        return { type: 'GOODS', title: f.title, goods: f.goods_ids.flatMap((id) => goods.get(id) ?? []) };
      case 'COUPONS':
        return { type: 'COUPONS', title: f.title, coupons: f.coupon_ids.flatMap((id) => byId.get(id) ?? []) };
      case 'BANNER':
        return { type: 'BANNER', slides: f.slides };
      case 'HOT_ZONE':
        return { type: 'HOT_ZONE', image: f.image, zones: f.zones };
    }
  });
}

/** A phone-sized drawing of the page: banners, coupons, goods tiles and hot zones in the mobile
 * theme's colours. */
export const PhonePreview = memo(function PhonePreview({
  floors,
  theme,
}: {
  floors: readonly OpenFloor[];
  theme?: string;
}) {
  const { t } = useTranslation();
  const colours = themeOf('MOBILE', theme ?? THEMES.MOBILE[0]!.code);
  return (
    <div
      data-testid="phone-preview"
      style={{
        width: 320,
        minHeight: 560,
        border: '10px solid #222',
        borderRadius: 28,
        background: colours.background,
        overflow: 'hidden',
      }}
    >
      <div style={{ height: 44, background: colours.primary }} />
      {floors.length === 0 && (
        <Empty style={{ marginTop: 80 }} description={t('shopPages.home.previewEmpty')} />
      )}
      {floors.map((f, i) => (
        <div key={i} style={{ padding: 8 }}>
          {f.type === 'BANNER' && (
            <Carousel dots>
              {f.slides.map((s, j) => (
                <div key={j}>
                  {s.image ? (
                    <img
                      src={s.image}
                      alt={s.link.text}
                      style={{ width: '100%', height: 120, objectFit: 'cover', borderRadius: 6 }}
                    />
                  ) : (
                    <div style={{ height: 120, background: '#ddd', borderRadius: 6 }} />
                  )}
                </div>
              ))}
            </Carousel>
          )}
          {f.type === 'GOODS' && (
            <>
              <Typography.Text strong>{f.title}</Typography.Text>
              <Flex wrap gap={6} style={{ marginTop: 6 }}>
                {f.goods.map((g) => (
                  <div
                    key={g.goods_id}
                    style={{ width: 140, background: '#fff', borderRadius: 6, padding: 6 }}
                  >
                    {g.thumbnail ? (
                      <img
                        src={g.thumbnail}
                        alt=""
                        style={{ width: '100%', height: 90, objectFit: 'cover' }}
                      />
                    ) : (
                      <div style={{ height: 90, background: colours.background }} />
                    )}
                    <Typography.Text ellipsis style={{ display: 'block', fontSize: 12 }}>
                      {g.goods_name}
                    </Typography.Text>
                    <span style={{ color: colours.accent, fontWeight: 600 }}>¥{g.price.toFixed(2)}</span>
                  </div>
                ))}
              </Flex>
            </>
          )}
          {f.type === 'COUPONS' && (
            <>
              <Typography.Text strong>{f.title}</Typography.Text>
              <Flex gap={6} style={{ marginTop: 6, overflowX: 'auto' }}>
                {f.coupons.map((c) => (
                  <div
                    key={c.coupon_id}
                    style={{
                      minWidth: 100,
                      padding: 6,
                      borderRadius: 6,
                      background: colours.accent,
                      color: '#fff',
                    }}
                  >
                    <div style={{ fontSize: 18, fontWeight: 700 }}>¥{c.face_value}</div>
                    <div style={{ fontSize: 11 }}>{c.title}</div>
                  </div>
                ))}
              </Flex>
            </>
          )}
          {f.type === 'HOT_ZONE' && (
            <div style={{ position: 'relative' }}>
              {f.image ? (
                <img src={f.image} alt="" style={{ width: '100%', display: 'block', borderRadius: 6 }} />
              ) : (
                <div style={{ height: 120, background: '#ddd', borderRadius: 6 }} />
              )}
              {f.zones.map((z, j) => (
                <div
                  key={j}
                  title={z.link.text}
                  style={{
                    position: 'absolute',
                    left: `${z.x}%`,
                    top: `${z.y}%`,
                    width: `${z.w}%`,
                    height: `${z.h}%`,
                    border: `1px dashed ${colours.primary}`,
                    background: 'rgba(255,255,255,0.15)',
                  }}
                />
              ))}
            </div>
          )}
        </div>
      ))}
    </div>
  );
});
