import { LICENCE_KIND_LABELS, type ExpiryAlert } from '@rxdesk/contract/settings/qualifications';
import { useTranslation } from 'react-i18next';

/* The alert's few words travel with the signed-in frame (the top bar shows them on any page), so
 * they sit here, both languages, rather than in the qualifications page's lazy pack. */
const TEXT = {
  zh: {
    title: '资质到期提醒',
    rxBlocked: '药品经营许可证无效，处方药暂不能上架',
    open: '去处理',
    noticeTitle: '证照即将到期或已过期',
    MISSING: '{kind}：未登记',
    EXPIRED: '{kind}（{number}）已于 {date} 过期',
    URGENT: '{kind}（{number}）将于 {date} 到期，仅剩 {days} 天',
    WARNING: '{kind}（{number}）将于 {date} 到期，剩余 {days} 天',
    lastDay: '{kind}（{number}）今天到期（{date}）',
  },
  en: {
    title: 'Licence expiry',
    rxBlocked: 'No valid drug business licence: prescription drugs cannot be put on sale',
    open: 'Open',
    noticeTitle: 'Licences expiring or expired',
    MISSING: '{kind}: not recorded',
    EXPIRED: '{kind} ({number}) expired on {date}',
    URGENT: '{kind} ({number}) ends on {date}: only {days} days left',
    WARNING: '{kind} ({number}) ends on {date}: {days} days left',
    lastDay: '{kind} ({number}) ends today ({date})',
  },
};
export type AlertWords = (typeof TEXT)['zh'];

const fill = (s: string, p: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (m, k: string) => (k in p ? String(p[k]) : m));

/** One alert as a line of text in a language. */
export function alertLine(a: ExpiryAlert, lang: 'zh' | 'en'): string {
  const words = TEXT[lang];
  const template = a.level === 'URGENT' && a.days_left === 0 ? words.lastDay : words[a.level];
  return fill(template, {
    kind: LICENCE_KIND_LABELS[a.kind][lang],
    number: a.number,
    date: a.valid_until ?? '',
    days: a.days_left ?? 0,
  });
}

/** The words and the line maker in the UI's language. */
export function useAlertText() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return { words: TEXT[lang], line: (a: ExpiryAlert) => alertLine(a, lang) };
}
