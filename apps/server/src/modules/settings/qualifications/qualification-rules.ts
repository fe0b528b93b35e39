import {
  isCalendarDate,
  PERMANENT_KINDS,
  USCC_PATTERN,
  type LicenceKind,
  type LicenceRecord,
  type YyzzBody,
} from '@rxdesk/contract/settings/qualifications';
import { licenceStanding } from '@rxdesk/contract/settings/qualification-dates';
import { invalidField } from '../../../platform/http/app-error.ts';
import type { QualificationRow } from './qualifications.repository.ts';

/** The fields a licence form carries (the add and update bodies, without kind and version). */
export type LicenceFields = Omit<YyzzBody, 'version'>;

/** The columns a form writes, after the cross-field rules the schema does not hold: real dates,
 * an end date unless permanent (and permanent only for documents without one), the end not
 * before the start, the business licence's credit code, a quality officer on pharmacy licences.
 * A refusal is 400 naming the field. */
export function checkedColumns(kind: LicenceKind, b: LicenceFields) {
  if (!isCalendarDate(b.valid_from)) throw invalidField('valid_from', 'rule.qualification.date');
  const permanent = b.permanent === 1;
  if (permanent && !PERMANENT_KINDS.includes(kind))
    throw invalidField('permanent', 'rule.qualification.permanentNotAllowed');
  const until = permanent ? null : b.valid_until || null;
  if (!permanent) {
    if (!until) throw invalidField('valid_until', 'rule.qualification.untilRequired');
    if (!isCalendarDate(until)) throw invalidField('valid_until', 'rule.qualification.date');
    if (until < b.valid_from) throw invalidField('valid_until', 'rule.qualification.untilBeforeFrom');
  }
  const number = kind === 'YYZZ' ? b.number.toUpperCase() : b.number;
  if (kind === 'YYZZ' && !USCC_PATTERN.test(number)) throw invalidField('number', 'rule.qualification.uscc');
  if (kind !== 'YYZZ' && !b.quality_officer)
    throw invalidField('quality_officer', 'rule.qualification.qualityOfficer');
  return {
    holder_name: b.holder_name,
    number,
    issuer: b.issuer,
    legal_person: b.legal_person,
    quality_officer: b.quality_officer,
    address: b.address,
    scope: b.scope,
    valid_from: b.valid_from,
    valid_until: until,
    permanent: permanent ? 1 : 0,
    images: JSON.stringify(b.images),
    remark: b.remark,
  };
}

function parseImages(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** A stored record as history keeps it (no standing: that depends on the day it is read). */
export function snapshotOf(r: QualificationRow): Omit<LicenceRecord, 'status' | 'days_left'> {
  return {
    id: Number(r.id),
    kind: r.kind as LicenceKind,
    holder_name: r.holder_name,
    number: r.number,
    issuer: r.issuer,
    legal_person: r.legal_person,
    quality_officer: r.quality_officer,
    address: r.address,
    scope: r.scope,
    valid_from: r.valid_from,
    valid_until: r.valid_until,
    permanent: Number(r.permanent),
    images: parseImages(r.images),
    remark: r.remark,
    version: Number(r.version),
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
    updated_by: r.updated_by,
  };
}

/** A stored record as the page reads it on `today` (Shanghai). */
export function recordOf(r: QualificationRow, today: string): LicenceRecord {
  return { ...snapshotOf(r), ...licenceStanding({ ...r, permanent: Number(r.permanent) }, today) };
}
