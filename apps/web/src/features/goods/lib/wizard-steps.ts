import {
  checkGoodsForm,
  goodsCreateBody,
  goodsEditBody,
  goodsFormFields,
  type GoodsFormFields,
} from '@rxdesk/contract/goods/goods-form';
import type { z } from 'zod';

/* The publish wizard's four steps (category → base and pharmacy info → SKUs and stock →
 * descriptions) and where each of the contract's complaints about a body belongs: the whole body
 * is checked with the contract's own schema, and each issue is shown at its step, under its
 * field. Nothing is retyped here. */

export const WIZARD_STEPS = ['category', 'info', 'skus', 'descriptions'] as const;
export type WizardStep = 0 | 1 | 2 | 3;

/** The body field an issue names, by step (the rest of the body is step 1's). */
const STEP_OF_FIELD: Record<string, WizardStep> = {
  category_id: 0,
  skus: 2,
  intro_pc: 3,
  intro_mobile: 3,
};

export interface BodyIssue {
  /** The body's path: ['goods_name'], ['package_insert', 'usage'], ['skus', 2, 'price']. */
  path: (string | number)[];
  /** A message key of the contract (rule.*). */
  message: string;
}

export function stepOfPath(path: readonly (string | number)[]): WizardStep {
  return STEP_OF_FIELD[String(path[0] ?? '')] ?? 1;
}

/** A server's dotted field name ('skus.2.sku_code') as a path. */
export function pathOfField(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

type RawIssue = { path?: readonly PropertyKey[]; message?: string };

/** The cross-field rules (required by kind, approval-number format, SKUs…) run even while a plain
 * field is still missing: zod runs a schema's refinements only once its shape passes, and the
 * wizard must show a step's every issue at once. */
function crossFieldIssues(body: unknown): RawIssue[] {
  const candidate = body as GoodsFormFields;
  if (!candidate?.drug_type || !Array.isArray(candidate.skus)) return [];
  const found: RawIssue[] = [];
  const ctx = { addIssue: (issue: RawIssue) => found.push(issue) } as unknown as z.RefinementCtx;
  checkGoodsForm(candidate, ctx);
  return found;
}

/** Every complaint of the contract about a create or edit body, the first of each field only. */
export function bodyIssues(body: unknown, create: boolean): BodyIssue[] {
  const full = (create ? goodsCreateBody : goodsEditBody).safeParse(body);
  if (full.success) return [];
  const shape = goodsFormFields.safeParse(body);
  const raw: RawIssue[] = [
    ...full.error.issues,
    ...(shape.success ? [] : [...shape.error.issues, ...crossFieldIssues(body)]),
  ];
  const seen = new Set<string>();
  const issues: BodyIssue[] = [];
  for (const issue of raw) {
    const path = (issue.path ?? []).filter((p): p is string | number => typeof p !== 'symbol');
    // category_id missing reads as a type error: the category is simply not chosen yet.
    const message = path[0] === 'category_id' ? 'rule.required' : (issue.message ?? 'rule.formInvalid');
    const key = path.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ path, message });
  }
  return issues;
}

/** The issues a step shows (before it may be left forward). */
export function issuesOfStep(issues: readonly BodyIssue[], step: WizardStep): BodyIssue[] {
  return issues.filter((issue) => stepOfPath(issue.path) === step);
}

/** The first step with an issue, or null when the body is fine. */
export function firstStepWithIssues(issues: readonly BodyIssue[]): WizardStep | null {
  const steps = issues.map((issue) => stepOfPath(issue.path));
  return steps.length ? (Math.min(...steps) as WizardStep) : null;
}

/** The form field of a step-1 / step-4 issue: the category path stands for category_id. */
export function formFieldOf(path: readonly (string | number)[]): (string | number)[] {
  return path[0] === 'category_id' ? ['category_path'] : [...path];
}

/** SKU issues by row index and column ('' for the whole matrix: no enabled SKU, too many…); a
 * batch's as 'batches.{j}.{field}'. */
export function skuIssuesByRow(issues: readonly BodyIssue[]): Map<number | '', Record<string, string>> {
  const rows = new Map<number | '', Record<string, string>>();
  for (const issue of issues) {
    if (issue.path[0] !== 'skus') continue;
    const row = typeof issue.path[1] === 'number' ? issue.path[1] : '';
    const column = row === '' ? '' : String(issue.path[2] ?? '');
    // A batch's field keeps its place: 'batches.0.expiry_date'.
    const cell = issue.path[2] === 'batches' ? issue.path.slice(2).join('.') : column;
    const fields = rows.get(row) ?? {};
    fields[cell] ??= issue.message;
    rows.set(row, fields);
  }
  return rows;
}
