import { COMMENT_GRADE_LABELS } from '@rxdesk/contract/comments/comments';
import { Card, Flex, Skeleton, Statistic } from 'antd';
import { Link } from 'react-router';
import { commentListHref } from '../../../../shared/comments/comment-links.ts';
import { RATING_LABELS } from '../../../../shared/comments/rating-labels.ts';
import { useCommentSummary } from '../../../../shared/comments/get-comment-summary.ts';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { useHasPermission } from '../../../../shared/permissions/permissions-context.ts';

/** The goods item's rating figures (the reviews buyers see), linking to its reviews for whoever
 * holds the comments screen. */
export function GoodsRating({ goodsId }: { goodsId: number }) {
  const lang = useLang();
  const summary = useCommentSummary(goodsId);
  const canList = useHasPermission()('goods-comment-list');
  const l = (k: keyof typeof RATING_LABELS) => RATING_LABELS[k][lang];
  const s = summary.data;
  return (
    <Card
      size="small"
      title={l('title')}
      data-testid="goods-rating"
      extra={canList ? <Link to={commentListHref(goodsId)}>{l('view')}</Link> : null}
    >
      {summary.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : summary.isError || !s ? (
        <span>{l('failed')}</span>
      ) : s.total === 0 ? (
        <span>{l('none')}</span>
      ) : (
        <Flex gap={32} wrap>
          <Statistic title={l('goodRate')} value={s.good_rate ?? 0} precision={1} suffix="%" />
          <Statistic title={l('total')} value={s.total} />
          <Statistic title={COMMENT_GRADE_LABELS.GOOD[lang]} value={s.good} />
          <Statistic title={COMMENT_GRADE_LABELS.NEUTRAL[lang]} value={s.neutral} />
          <Statistic title={COMMENT_GRADE_LABELS.BAD[lang]} value={s.bad} />
          <Statistic title={l('withImages')} value={s.with_images} />
        </Flex>
      )}
    </Card>
  );
}
