import { actionLabel, targetTypeLabel } from '@rxdesk/contract/logs/action-labels';
import type { TFunction } from 'i18next';
import type { Lang } from '../../../shared/labels/enum-label.ts';

/** The role column: the founder in words, a role by its own name, nothing for the system. */
export function roleText(t: TFunction, role: string): string {
  return role === 'founder' ? t('logs.founder') : role;
}

/** An action as staff read it: its label, the code itself when unknown. */
export function actionText(code: string, lang: Lang): string {
  return actionLabel(code, lang);
}

export function targetText(type: string, target: string, lang: Lang): string {
  const kind = type ? targetTypeLabel(type, lang) : '';
  return [kind, target].filter(Boolean).join(' · ');
}

/** A detail or before/after value as text: strings as written, the rest as JSON, nothing as —. */
export function valueText(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}
