/** One way to write a state machine: a rules table. For each action, one or more rules, each
 * saying who may take it (`by`), to what it applies (`when`), the statuses it may start from
 * (`from`), the extra conditions (`checks`, each with the refusal the user reads) and where it
 * leads (`to`). `decide` is pure; StateChanges (state-changes.ts) applies its answer. Orders,
 * drop-ship sub-orders, after-sale cases and complaints are written this way, and so is every new
 * area's machine: the README's state tables are printed from these tables. */

export type RefusalParams = Record<string, string | number>;

/** A refusal: the message key the user reads, with its parameters. */
export interface Refusal {
  refused: string;
  params?: RefusalParams;
}

export type Decision<S extends string> = { to: S } | Refusal;

/** An extra condition of a rule: when `ok` is false, the change is refused with `refused`. */
export interface Check<F> {
  refused: string;
  ok: (facts: F) => boolean;
  params?: (facts: F) => RefusalParams;
}

/** To what a rule applies (a case type, for instance); `text` is what the printed table shows. */
export interface Condition<F> {
  text: string;
  test: (facts: F) => boolean;
}

export interface Rule<F, S extends string, K extends string> {
  /** Who may take the action; any actor when absent. */
  by?: readonly K[];
  when?: Condition<F>;
  from: readonly S[];
  checks?: readonly Check<F>[];
  /** A status, or a status computed from the facts (then `toText` says how, for the table). */
  to: S | ((facts: F) => S);
  toText?: string;
}

export type RulesTable<F, S extends string, A extends string, K extends string> = Record<
  A,
  readonly Rule<F, S, K>[]
>;

/** The refusal keys of the first three questions; a check brings its own. */
export interface RefusalKeys {
  /** The actor may not take this action (an HTTP 423). */
  actor: string;
  /** The action does not apply to this entity (e.g. a refund on an exchange case). */
  notApplicable: string;
  wrongStatus: string;
}

export interface Machine<F extends { status: S }, S extends string, A extends string, K extends string> {
  readonly name: string;
  readonly rules: RulesTable<F, S, A, K>;
  readonly actions: readonly A[];
  readonly refusals: RefusalKeys;
  /** Asks in a fixed order: the actor, then applicability, then the status, then the checks of
   * the rules that start from this status (the first rule that passes wins; otherwise the first
   * refusal met). */
  decide(facts: F, action: A, actor?: K): Decision<S>;
  /** The actions `actor` may take now, in table order (or in the order of `among`). */
  allowedActions(facts: F, actor?: K, among?: readonly A[]): A[];
}

export function isRefusal<S extends string>(d: Decision<S>): d is Refusal {
  return 'refused' in d;
}

export function defineMachine<
  F extends { status: S },
  S extends string,
  A extends string,
  K extends string = never,
>(name: string, rules: RulesTable<F, S, A, K>, refusals: RefusalKeys): Machine<F, S, A, K> {
  const actions = Object.keys(rules) as A[];

  function decide(facts: F, action: A, actor?: K): Decision<S> {
    const byActor = rules[action].filter((r) => !r.by || (actor !== undefined && r.by.includes(actor)));
    if (byActor.length === 0) return { refused: refusals.actor };
    const applicable = byActor.filter((r) => !r.when || r.when.test(facts));
    if (applicable.length === 0) return { refused: refusals.notApplicable };
    const fromHere = applicable.filter((r) => r.from.includes(facts.status));
    if (fromHere.length === 0) return { refused: refusals.wrongStatus };
    let first: Refusal | null = null;
    for (const rule of fromHere) {
      const failed = (rule.checks ?? []).find((c) => !c.ok(facts));
      if (!failed) return { to: typeof rule.to === 'function' ? rule.to(facts) : rule.to };
      first ??= failed.params
        ? { refused: failed.refused, params: failed.params(facts) }
        : { refused: failed.refused };
    }
    return first as Refusal;
  }

  /** Whether `decide` would allow it: some rule passes all four questions. Without a refusal to
   * name it needs none of decide's three filtered copies of the rules; a list page asks it of
   * every action of every row (the goods list: ~120 a page). */
  function allows(facts: F, action: A, actor?: K): boolean {
    for (const r of rules[action]) {
      if (r.by && (actor === undefined || !r.by.includes(actor))) continue;
      if (r.when && !r.when.test(facts)) continue;
      if (!r.from.includes(facts.status)) continue;
      if (!r.checks || r.checks.every((c) => c.ok(facts))) return true;
    }
    return false;
  }

  return {
    name,
    rules,
    actions,
    refusals,
    decide,
    allowedActions: (facts, actor, among = actions) => among.filter((a) => allows(facts, a, actor)),
  };
}
