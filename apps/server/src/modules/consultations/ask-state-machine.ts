import type { AskAction, AskState } from '@rxdesk/contract/consultations/asks';
import { defineMachine, type Check, type RulesTable } from '../../platform/state/state-machine.ts';

/** The consultation state machine (README "Consultations"), a rules table of the state kernel.
 * A question is answered once (the answer may then be edited), or marked handled without an
 * answer (answered by phone); hiding is a flag beside the state, taken from any state. A question
 * on a prescription drug is answered by a pharmacist only: the check reads the caller's
 * pharmacist flag, so a clerk is refused before anything is written. */
export interface AskFacts {
  status: AskState;
  hidden: number;
  goods_name: string;
  /** A prescription drug (or a controlled class): only a pharmacist answers. */
  pharmacist_required: boolean;
  /** The caller is a pharmacist. */
  by_pharmacist: boolean;
}

const pharmacistIfRx: Check<AskFacts> = {
  refused: 'error.ask.pharmacistOnly',
  ok: (f) => !f.pharmacist_required || f.by_pharmacist,
  params: (f) => ({ name: f.goods_name }),
};
const shown: Check<AskFacts> = { refused: 'error.ask.wrongStatus', ok: (f) => f.hidden === 0 };
const isHidden: Check<AskFacts> = { refused: 'error.ask.wrongStatus', ok: (f) => f.hidden === 1 };

const ALL: readonly AskState[] = ['UNANSWERED', 'ANSWERED', 'HANDLED'];

export const ASK_RULES: RulesTable<AskFacts, AskState, AskAction, never> = {
  answer: [{ from: ['UNANSWERED'], checks: [pharmacistIfRx], to: 'ANSWERED' }],
  edit: [{ from: ['ANSWERED'], checks: [pharmacistIfRx], to: 'ANSWERED' }],
  handle: [{ from: ['UNANSWERED'], to: 'HANDLED' }],
  hide: [{ from: ALL, checks: [shown], to: (f) => f.status, toText: '(=), hidden' }],
  show: [{ from: ALL, checks: [isHidden], to: (f) => f.status, toText: '(=), shown' }],
};

export const ASK_MACHINE = defineMachine('ask', ASK_RULES, {
  actor: 'error.forbidden',
  notApplicable: 'error.ask.wrongStatus',
  wrongStatus: 'error.ask.wrongStatus',
});
