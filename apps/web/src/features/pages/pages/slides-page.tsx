import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { SLIDE_LIMIT, type Slide } from '@rxdesk/contract/pages/slides';
import { Alert, Button, Flex, Image, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal, toast } from '../../../shared/feedback/feedback.ts';
import { useDeleteSlide, useSaveSlide, useSlides } from '../api/slides.ts';
import { editDeleteColumn } from '../components/edit-delete-column.tsx';
import { LinkText } from '../components/link-text.tsx';
import { SlideDialog, slideInput } from '../components/slide-dialog.tsx';

const time = (s: number) => unixToDateString(s, 'yyyy-MM-dd hh:mm');

/** 幻灯片 (shop-slide): at most 5, each an image with a text link, an order and a schedule. */
export function SlidesPage() {
  const { t } = useTranslation();
  const list = useSlides();
  const save = useSaveSlide();
  const { mutateAsync: removeAsync } = useDeleteSlide();
  const [open, setOpen] = useState<{ row: Slide | null } | null>(null);
  const rows = list.data ?? [];

  const remove = (row: Slide) =>
    void openModal('confirm', {
      title: t('shopPages.slides.deleteTitle'),
      content: t('shopPages.slides.deleteConfirm', { text: row.link.text }),
      okButtonProps: { danger: true },
      okText: t('shopPages.actions.delete'),
      cancelText: t('common.cancel'),
      onOk: () =>
        removeAsync(row.id)
          .then(() => toast.success(t('shopPages.done')))
          .catch(() => undefined),
    });

  return (
    <Flex vertical gap={12} data-testid="slides-page">
      <Flex gap={12} align="center">
        <Button
          type="primary"
          disabled={rows.length >= SLIDE_LIMIT}
          onClick={() => setOpen({ row: null })}
          data-testid="slide-create"
        >
          {t('shopPages.slides.add')}
        </Button>
        <Typography.Text type="secondary">
          {t('shopPages.slides.limit', { limit: SLIDE_LIMIT, count: rows.length })}
        </Typography.Text>
      </Flex>
      {list.isError && (
        <Alert
          type="error"
          showIcon
          message={t('shopPages.loadFailed')}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('shopPages.retry')}
            </Button>
          }
        />
      )}
      <Table<Slide>
        rowKey="id"
        loading={list.isFetching}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('shopPages.slides.empty') }}
        columns={[
          {
            title: t('shopPages.slides.columns.image'),
            dataIndex: 'image',
            width: 220,
            render: (src: string) => (
              <Image src={src} width={200} height={50} style={{ objectFit: 'cover' }} />
            ),
          },
          { title: t('shopPages.slides.columns.link'), render: (_, r) => <LinkText link={r.link} /> },
          { title: t('shopPages.slides.columns.sort'), dataIndex: 'sort', width: 80 },
          {
            title: t('shopPages.slides.columns.schedule'),
            width: 200,
            render: (_, r) =>
              r.show_from == null && r.show_until == null ? (
                t('shopPages.slides.always')
              ) : (
                <Flex vertical>
                  {r.show_from != null && (
                    <span>{t('shopPages.slides.from', { time: time(r.show_from) })}</span>
                  )}
                  {r.show_until != null && (
                    <span>{t('shopPages.slides.until', { time: time(r.show_until) })}</span>
                  )}
                </Flex>
              ),
          },
          {
            title: t('shopPages.slides.columns.state'),
            width: 140,
            render: (_, r) =>
              r.showing ? (
                <Tag color="green">{t('shopPages.slides.showing')}</Tag>
              ) : (
                <Tag>{t('shopPages.slides.notShowing')}</Tag>
              ),
          },
          editDeleteColumn(t, (row) => setOpen({ row }), remove),
        ]}
      />
      <SlideDialog
        key={`slide-${open?.row?.id ?? 'new'}`}
        open={open !== null}
        slide={open?.row ?? null}
        submitting={save.isPending}
        onSubmit={async (values) => {
          await save.mutateAsync({ id: open?.row?.id, body: slideInput(values) });
          toast.success(t('shopPages.saved'));
          setOpen(null);
        }}
        onCancel={() => setOpen(null)}
      />
    </Flex>
  );
}
