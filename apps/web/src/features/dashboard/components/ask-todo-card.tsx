import type { AskCounts } from '@rxdesk/contract/consultations/asks';
import { useTranslation } from 'react-i18next';
import { askListHref } from '../../../shared/consultations/ask-links.ts';
import { TodoCard } from './todo-card.tsx';

interface Props {
  counts: AskCounts | undefined;
  failed: boolean;
  refreshing: boolean;
  onRetry: () => void;
}

/** 待回复咨询: buyers' questions nobody has answered yet, opening the list on its unanswered tab.
 * Its words are the consultation area's menu strings (in the signed-in pack already). */
export function AskTodoCard({ counts, failed, refreshing, onRetry }: Props) {
  const { t } = useTranslation();
  const label = t('consultations.todo');
  const tiles = counts
    ? [
        {
          key: 'UNANSWERED',
          label,
          openLabel: label,
          count: counts.unanswered,
          href: askListHref('UNANSWERED'),
        },
      ]
    : null;
  return (
    <TodoCard
      title={label}
      all={{ label: t('consultations.route.list'), href: askListHref() }}
      tiles={tiles}
      failed={failed}
      failedTitle={t('consultations.todoFailed')}
      refreshing={refreshing}
      onRetry={onRetry}
      testId="ask-todo"
    />
  );
}
