import type { AskAction, AskRow } from '@rxdesk/contract/consultations/asks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountTabs } from '../../../shared/components/count-tabs.tsx';
import { ConfirmActionDialog } from '../../../shared/components/dialogs/confirm-dialog.tsx';
import { useAskCounts } from '../../../shared/consultations/ask-counts.ts';
import { toast } from '../../../shared/feedback/feedback.ts';
import { reportRequestError } from '../../../shared/http/report-error.ts';
import { ListScreen, type ListScreenLabels } from '../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../shared/lists/use-list-filters.ts';
import { useAskAction } from '../api/ask-action.ts';
import { useAnswerAsk } from '../api/answer-ask.ts';
import { useAsks } from '../api/get-asks.ts';
import { AnswerDialog } from '../components/answer-dialog.tsx';
import { AskAdvancedForm } from '../components/ask-advanced-form.tsx';
import { AskExportButton } from '../components/ask-export-button.tsx';
import { AskTable } from '../components/ask-table.tsx';
import { ASK_TABS, askList } from '../lib/ask-filters.ts';

type Pending = { row: AskRow; action: AskAction } | null;

/** /customer-service/goods-ask-list — buyers' questions on goods, unanswered first: answer (a
 * pharmacist for prescription drugs), change an answer, mark handled, hide or show. */
export function AskListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListFilters(askList);
  const query = useMemo(() => askList.toQuery(filters), [filters]);
  const asks = useAsks(query);
  const counts = useAskCounts();
  const answer = useAnswerAsk();
  const act = useAskAction();
  const [pending, setPending] = useState<Pending>(null);
  const [open, setOpen] = useState(false);
  const tabCounts = counts.data && {
    ALL: counts.data.unanswered + counts.data.answered + counts.data.handled,
    UNANSWERED: counts.data.unanswered,
    ANSWERED: counts.data.answered,
    HANDLED: counts.data.handled,
  };
  const labels: ListScreenLabels = {
    loadFailed: t('consultations.loadFailed'),
    retry: t('common.retry'),
    searchPlaceholder: t('consultations.searchPlaceholder'),
    search: t('consultations.search'),
    advanced: t('consultations.advanced'),
    empty: t('consultations.empty'),
    emptyFiltered: t('consultations.emptyFiltered'),
    clear: t('consultations.clearFilters'),
    total: (total) => t('consultations.total', { total }),
  };

  function onAction(row: AskRow, action: AskAction) {
    // Showing again needs no confirmation; the others ask first or open the answer form.
    if (action === 'show') {
      act
        .mutateAsync({ askId: row.ask_id, action })
        .then(() => toast.success(t('consultations.done.show')), reportRequestError);
      return;
    }
    setPending({ row, action });
    setOpen(true);
  }
  const close = () => setOpen(false);
  const answering = pending && (pending.action === 'answer' || pending.action === 'edit');

  return (
    <>
      <ListScreen
        list={askList}
        filters={filters}
        setFilters={setFilters}
        result={asks}
        labels={labels}
        tabs={(active, onChange) => (
          <CountTabs
            label={t('consultations.tabsLabel')}
            tabs={ASK_TABS}
            active={active}
            counts={tabCounts}
            title={(tab) => t(`consultations.tabs.${tab}`)}
            onChange={onChange}
            testIdPrefix="ask-tab"
          />
        )}
        toolbar={<AskExportButton query={askList.toExportQuery(filters)} total={asks.data?.data_total} />}
        advanced={(form) => <AskAdvancedForm {...form} />}
      >
        {(view) => <AskTable {...view} onAction={onAction} />}
      </ListScreen>
      {pending && answering && (
        <AnswerDialog
          row={pending.row}
          open={open}
          submitting={answer.isPending}
          onSubmit={async (values) => {
            await answer.mutateAsync({
              askId: pending.row.ask_id,
              edit: pending.action === 'edit',
              body: values,
            });
            toast.success(t('consultations.done.answer'));
            close();
          }}
          onCancel={close}
          afterClose={() => setPending(null)}
        />
      )}
      {pending && !answering && (
        <ConfirmActionDialog
          open={open}
          title={t(`consultations.confirm.${pending.action}`)}
          content={pending.row.content}
          danger={pending.action === 'hide'}
          submitting={act.isPending}
          run={() =>
            act.mutateAsync({ askId: pending.row.ask_id, action: pending.action as 'handle' | 'hide' })
          }
          onDone={() => {
            toast.success(t(`consultations.done.${pending.action}`));
            close();
          }}
          onCancel={close}
          afterClose={() => setPending(null)}
        />
      )}
    </>
  );
}
