/**
 * Table-driven state machines (orders, payment attempts, deals). A machine lists its states, its events and one row per
 * allowed move: from which states, to which state, fired by whom, and when the move depends on a fact of the subject
 * (a deal paid in cash), under which conditions. Every status change goes through `next`; clients ask
 * `can`/`allowedEvents` which actions to offer.
 */

/** Who fires an event: a party to the order, an admin, or PhoneHaat itself (gateway confirmations, start-up work). */
export const PRINCIPALS = ['buyer', 'seller', 'admin', 'system'] as const;
export type Principal = (typeof PRINCIPALS)[number];

const PRINCIPAL_NAMES: Record<Principal, string> = {
  buyer: 'the buyer',
  seller: 'the seller',
  admin: 'an admin',
  system: 'PhoneHaat',
};

export interface Transition<S extends string, E extends string, C extends string = never> {
  event: E;
  from: readonly S[];
  to: S;
  by: readonly Principal[];
  /** Conditions that must all hold of the subject for this row to apply; rows for one move differ in these. */
  when?: readonly C[];
}

export interface MachineDefinition<S extends string, E extends string, C extends string = never> {
  /** What the machine's subject is called in a sentence ('order', 'payment'). */
  noun: string;
  /** Each state, and how a sentence says the subject is in it ('is paid', 'has failed'). */
  states: Record<S, string>;
  /** Each event, and how a sentence says it happens to the subject ('be paid', 'be refunded'). */
  events: Record<E, string>;
  /** Each condition, and how a sentence says the subject meets it ('is paid in cash'). */
  conditions?: Record<C, string>;
  transitions: readonly Transition<NoInfer<S>, NoInfer<E>, NoInfer<C>>[];
}

/**
 * A refused move: the subject is in a state the event does not leave ('state'), it does not meet the conditions of
 * any row that would ('condition'), or the principal may not fire it ('principal').
 */
export class TransitionError extends Error {
  constructor(
    readonly machine: string,
    readonly from: string,
    readonly event: string,
    readonly principal: Principal,
    readonly reason: 'state' | 'condition' | 'principal',
    message: string,
  ) {
    super(message);
    this.name = 'TransitionError';
  }
}

export interface Machine<S extends string, E extends string, C extends string = never> {
  readonly noun: string;
  readonly states: readonly S[];
  readonly events: readonly E[];
  readonly conditions: readonly C[];
  readonly transitions: readonly Transition<S, E, C>[];
  /**
   * The state `event` leads to from `from` when `by` fires it on a subject meeting the conditions `facts`; throws
   * TransitionError otherwise.
   */
  next(from: S, event: E, by: Principal, facts?: readonly C[]): S;
  can(from: S, event: E, by: Principal, facts?: readonly C[]): boolean;
  /** The events `by` may fire from `from`, in the table's order: what a client offers as buttons. */
  allowedEvents(from: S, by: Principal, facts?: readonly C[]): E[];
}

export function defineMachine<S extends string, E extends string, C extends string = never>(
  definition: MachineDefinition<S, E, C>,
): Machine<S, E, C> {
  const states = Object.keys(definition.states) as S[];
  const events = Object.keys(definition.events) as E[];
  const conditionNames = (definition.conditions ?? {}) as Record<C, string>;
  const conditions = Object.keys(conditionNames) as C[];
  const transitions = definition.transitions as readonly Transition<S, E, C>[];
  const table = new Map<string, Transition<S, E, C>[]>();
  const key = (from: S, event: E) => `${from}\u0000${event}`;
  const whenKey = (row: Transition<S, E, C>) => [...(row.when ?? [])].sort().join(',');
  for (const row of transitions) {
    for (const from of row.from) {
      const rows = table.get(key(from, row.event)) ?? [];
      // Rows for one move must differ in their conditions, or the table would say two things.
      if (rows.some((other) => whenKey(other) === whenKey(row))) {
        throw new Error(`${definition.noun}: two rows for '${row.event}' from '${from}'`);
      }
      table.set(key(from, row.event), [...rows, row]);
    }
  }

  /** The row that allows this move, or the error that refuses it. */
  const check = (from: S, event: E, by: Principal, facts: readonly C[]): Transition<S, E, C> | TransitionError => {
    const rows = table.get(key(from, event));
    const says = definition.events[event];
    if (!rows) {
      const message = `This ${definition.noun} ${definition.states[from]}, so it cannot ${says}.`;
      return new TransitionError(definition.noun, from, event, by, 'state', message);
    }
    const row = rows.find((r) => (r.when ?? []).every((c) => facts.includes(c)));
    if (!row) {
      const unmet = (rows[0]?.when ?? []).find((c) => !facts.includes(c));
      const message = `This ${definition.noun} cannot ${says} unless it ${unmet ? conditionNames[unmet] : 'changes'}.`;
      return new TransitionError(definition.noun, from, event, by, 'condition', message);
    }
    if (!row.by.includes(by)) {
      const message = `This ${definition.noun} cannot ${says} by ${PRINCIPAL_NAMES[by]}.`;
      return new TransitionError(definition.noun, from, event, by, 'principal', message);
    }
    return row;
  };
  const allowed = (from: S, event: E, by: Principal, facts: readonly C[] = []) =>
    !(check(from, event, by, facts) instanceof TransitionError);

  return {
    noun: definition.noun,
    states,
    events,
    conditions,
    transitions,
    next(from, event, by, facts = []) {
      const checked = check(from, event, by, facts);
      if (checked instanceof TransitionError) throw checked;
      return checked.to;
    },
    can: allowed,
    allowedEvents: (from, by, facts = []) => events.filter((event) => allowed(from, event, by, facts)),
  };
}

/**
 * What the table says of one move, without throwing: the row that applies to a subject meeting `facts` (whoever
 * fires it), or why none does. Generated tests use it to know what every caller must be answered.
 */
export function rowFor<S extends string, E extends string, C extends string>(
  machine: Machine<S, E, C>,
  from: S,
  event: E,
  facts: readonly C[] = [],
): Transition<S, E, C> | 'state' | 'condition' {
  const rows = machine.transitions.filter((t) => t.event === event && t.from.includes(from));
  if (rows.length === 0) return 'state';
  return rows.find((r) => (r.when ?? []).every((c) => facts.includes(c))) ?? 'condition';
}
