import { translateMessage } from '@rxdesk/contract/common/locale';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { FLOOR_TYPES, floors as floorsSchema, type Floor } from '@rxdesk/contract/pages/mobile-home';
import '@rxdesk/contract/pages/pages-messages';
import { Alert, Button, Col, Empty, Flex, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal, toast } from '../../../shared/feedback/feedback.ts';
import { useMobileHome, usePublish, useSaveDraft } from '../api/mobile-home.ts';
import { FloorCard } from '../components/floor-card.tsx';
import { moveFloor, newFloor, type GoodsNames } from '../components/floor-defaults.ts';
import { PhonePreview, toOpenFloors } from '../components/phone-preview.tsx';
import { VersionsDrawer } from '../components/versions-drawer.tsx';

/** 移动端首页 (mobile-home): floors edited on the left, the phone preview on the right; save the
 * draft, publish it as a new version, browse and restore versions. */
export function MobileHomePage() {
  const { t, i18n } = useTranslation();
  const page = useMobileHome();
  const save = useSaveDraft();
  const publish = usePublish();
  const [floors, setFloors] = useState<Floor[] | null>(null);
  const [revision, setRevision] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [known, setKnown] = useState<GoodsNames>(new Map());
  const [versionsOpen, setVersionsOpen] = useState(false);
  const data = page.data;

  // The server's draft replaces the local one whenever nothing is being edited (first load, after
  // a save, publish or restore).
  useEffect(() => {
    if (!data || dirty) return;
    setFloors(data.floors);
    setRevision(data.revision);
  }, [data, dirty]);
  const goods = useMemo<GoodsNames>(
    () => new Map([...(data?.goods ?? []).map((g) => [g.goods_id, g] as const), ...known]),
    [data, known],
  );

  const openFloors = useMemo(
    () => (floors && data ? toOpenFloors(floors, goods, data.coupons) : []),
    [floors, goods, data],
  );

  const edit = (next: Floor[]) => {
    setFloors(next);
    setDirty(true);
  };
  const locale = i18n.language === 'en' ? 'en' : 'zh';

  async function saveNow(): Promise<number | null> {
    const checked = floorsSchema.safeParse(floors ?? []);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      toast.error(
        `${t('shopPages.home.floorTypes.' + ((floors ?? [])[Number(issue.path[0])]?.type ?? 'GOODS'))} ${Number(issue.path[0]) + 1}: ${translateMessage(locale, issue.message)}`,
      );
      return null;
    }
    try {
      const r = await save.mutateAsync({ floors: checked.data, revision });
      setRevision(r.revision);
      setDirty(false);
      return r.revision;
    } catch {
      return null;
    }
  }

  const askPublish = () =>
    void openModal('confirm', {
      title: t('shopPages.home.publishTitle'),
      content: t('shopPages.home.publishConfirm'),
      okText: t('shopPages.home.publish'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const rev = dirty ? await saveNow() : revision;
        if (rev === null) return;
        await publish
          .mutateAsync(rev)
          .then((r) => toast.success(t('shopPages.home.publishedOk', { no: r.version_no })))
          .catch(() => undefined);
      },
    });

  if (page.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={t('shopPages.loadFailed')}
        action={
          <Button size="small" onClick={() => void page.refetch()}>
            {t('shopPages.retry')}
          </Button>
        }
      />
    );
  if (!data || !floors) return <Skeleton active />;
  const changed = dirty || data.unpublished_changes;

  return (
    <Flex vertical gap={12} data-testid="mobile-home-page">
      <Flex gap={12} align="center" wrap>
        <Button
          onClick={() => void saveNow().then((r) => r !== null && toast.success(t('shopPages.saved')))}
          loading={save.isPending}
          disabled={!dirty}
          data-testid="home-save"
        >
          {t('shopPages.home.save')}
        </Button>
        <Button
          type="primary"
          onClick={askPublish}
          loading={publish.isPending}
          disabled={!changed}
          data-testid="home-publish"
        >
          {t('shopPages.home.publish')}
        </Button>
        <Button onClick={() => setVersionsOpen(true)} data-testid="home-versions">
          {t('shopPages.home.versions')}
        </Button>
        <Typography.Text type="secondary" data-testid="home-published">
          {data.published
            ? t('shopPages.home.published', {
                no: data.published.version_no,
                time: unixToDateString(data.published.publish_time, 'yyyy-MM-dd hh:mm'),
              })
            : t('shopPages.home.neverPublished')}
        </Typography.Text>
        {changed ? (
          <Tag color="orange">{t('shopPages.home.unpublished')}</Tag>
        ) : (
          <Tag>{t('shopPages.home.upToDate')}</Tag>
        )}
      </Flex>
      <Space wrap>
        <Typography.Text>{t('shopPages.home.addFloor')}:</Typography.Text>
        {FLOOR_TYPES.map((type) => (
          <Button
            key={type}
            size="small"
            onClick={() => edit([...floors, newFloor(type)])}
            data-testid={`add-floor-${type}`}
          >
            {t(`shopPages.home.floorTypes.${type}`)}
          </Button>
        ))}
      </Space>
      <Row gutter={16} wrap={false}>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Flex vertical gap={12}>
            {floors.length === 0 && <Empty description={t('shopPages.home.empty')} />}
            {floors.map((f, i) => (
              <FloorCard
                key={i}
                index={i}
                count={floors.length}
                floor={f}
                goods={goods}
                coupons={data.coupons}
                onChange={(next) => edit(floors.map((x, j) => (j === i ? next : x)))}
                onMove={(by) => edit(moveFloor(floors, i, by))}
                onRemove={() =>
                  void openModal('confirm', {
                    title: t('shopPages.home.removeTitle'),
                    content: t('shopPages.home.removeConfirm'),
                    okButtonProps: { danger: true },
                    okText: t('shopPages.actions.delete'),
                    cancelText: t('common.cancel'),
                    onOk: () => edit(floors.filter((_, j) => j !== i)),
                  })
                }
                onGoodsKnown={(items) =>
                  setKnown((m) => {
                    const next = new Map(m);
                    for (const g of items)
                      next.set(g.goods_id, {
                        goods_id: g.goods_id,
                        goods_name: g.goods_name,
                        price: g.price,
                        thumbnail: g.thumbnail,
                      });
                    return next;
                  })
                }
              />
            ))}
          </Flex>
        </Col>
        <Col flex="360px">
          <Typography.Title level={5}>{t('shopPages.home.preview')}</Typography.Title>
          <PhonePreview floors={openFloors} theme={data.theme} />
        </Col>
      </Row>
      <VersionsDrawer open={versionsOpen} onClose={() => setVersionsOpen(false)} theme={data.theme} />
    </Flex>
  );
}
