import {
  BARRED_REGULATORY_CLASSES,
  REGULATORY_CLASS_LABELS,
  type RegulatoryClass,
} from '@rxdesk/contract/drug-control/drug-control';
import { labelFrom, type Lang } from '../../../shared/labels/enum-label.ts';

export const regulatoryLabel = (value: RegulatoryClass, lang: Lang) =>
  labelFrom(REGULATORY_CLASS_LABELS, value, lang);

/** Barred from online sale (SAMR Order No. 58 art. 8): never restricted, never sold. */
export function isBarred(value: RegulatoryClass): boolean {
  return BARRED_REGULATORY_CLASSES.includes(value);
}
