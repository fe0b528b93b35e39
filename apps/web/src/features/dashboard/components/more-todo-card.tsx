import type { DashboardReport } from '@rxdesk/contract/statistics/dashboard';
import { useTranslation } from 'react-i18next';
import { SHOWN_ELSEWHERE, TODO_LINKS } from '../lib/todo-links.ts';
import { TodoCard } from './todo-card.tsx';

interface Props {
  todos: DashboardReport['todos'] | undefined;
  failed: boolean;
  refreshing: boolean;
  onRetry: () => void;
}

/** 待处理事项: prescriptions to audit, complaints, warning stock, near-expiry batches — only those
 * the server sent (the lists the role may open). */
export function MoreTodoCard({ todos, failed, refreshing, onRetry }: Props) {
  const { t } = useTranslation();
  const mine = todos?.filter((x) => !SHOWN_ELSEWHERE.includes(x.key));
  const tiles =
    mine?.map((x) => {
      const label = t(`dashboardFigures.todo.${x.key}`);
      return {
        key: x.key,
        label,
        openLabel: t('dashboardFigures.todo.open', { label }),
        count: x.count,
        href: TODO_LINKS[x.key],
      };
    }) ?? null;
  return (
    <TodoCard
      title={t('dashboardFigures.todo.title')}
      tiles={tiles}
      failed={failed}
      failedTitle={t('dashboardFigures.figures.loadFailed')}
      refreshing={refreshing}
      onRetry={onRetry}
      testId="more-todo"
    />
  );
}
