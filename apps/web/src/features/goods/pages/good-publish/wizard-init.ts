import type { SkuMatrix } from '../../lib/sku-matrix.ts';
import type { GoodsFormValues } from '../../lib/goods-values.ts';
import type { WizardStep } from '../../lib/wizard-steps.ts';

/** Where the wizard starts: a new item, an item's edit, or a draft (of a new item or of an edit). */
export interface WizardInit {
  /** The item edited (an edit, or a draft of an edit). */
  goodsId?: number;
  draftId?: number;
  values: GoodsFormValues;
  matrix: SkuMatrix;
  step: WizardStep;
  /** A rejected item's reason, shown on top. */
  rejectReason?: string;
}
