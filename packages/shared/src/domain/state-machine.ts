/**
 * Table-driven state machines for the checkout domain (orders, payment attempts; deals next). A machine lists its
 * states, its events and one row per allowed move: from which states, to which state, fired by whom. Every status
 * change goes through `next`; clients ask `can`/`allowedEvents` which actions to offer.
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

export interface Transition<S extends string, E extends string> {
  event: E;
  from: readonly S[];
  to: S;
  by: readonly Principal[];
}

export interface MachineDefinition<S extends string, E extends string> {
  /** What the machine's subject is called in a sentence ('order', 'payment'). */
  noun: string;
  /** Each state, and how a sentence says the subject is in it ('is paid', 'has failed'). */
  states: Record<S, string>;
  /** Each event, and how a sentence says it happens to the subject ('be paid', 'be refunded'). */
  events: Record<E, string>;
  transitions: readonly Transition<NoInfer<S>, NoInfer<E>>[];
}

/** A refused move: the subject is in a state the event does not leave, or the principal may not fire it. */
export class TransitionError extends Error {
  constructor(
    readonly machine: string,
    readonly from: string,
    readonly event: string,
    readonly principal: Principal,
    readonly reason: 'state' | 'principal',
    message: string,
  ) {
    super(message);
    this.name = 'TransitionError';
  }
}

export interface Machine<S extends string, E extends string> {
  readonly noun: string;
  readonly states: readonly S[];
  readonly events: readonly E[];
  readonly transitions: readonly Transition<S, E>[];
  /** The state `event` leads to from `from` when `by` fires it; throws TransitionError otherwise. */
  next(from: S, event: E, by: Principal): S;
  can(from: S, event: E, by: Principal): boolean;
  /** The events `by` may fire from `from`, in the table's order: what a client offers as buttons. */
  allowedEvents(from: S, by: Principal): E[];
}

export function defineMachine<S extends string, E extends string>(definition: MachineDefinition<S, E>): Machine<S, E> {
  const states = Object.keys(definition.states) as S[];
  const events = Object.keys(definition.events) as E[];
  const transitions = definition.transitions as readonly Transition<S, E>[];
  const table = new Map<string, Transition<S, E>>();
  const key = (from: S, event: E) => `${from}\u0000${event}`;
  for (const row of transitions) {
    for (const from of row.from) {
      if (table.has(key(from, row.event))) {
        throw new Error(`${definition.noun}: two rows for '${row.event}' from '${from}'`);
      }
      table.set(key(from, row.event), row);
    }
  }

  /** The row that allows this move, or the error that refuses it. */
  const check = (from: S, event: E, by: Principal): Transition<S, E> | TransitionError => {
    const row = table.get(key(from, event));
    const says = definition.events[event];
    if (!row) {
      const message = `This ${definition.noun} ${definition.states[from]}, so it cannot ${says}.`;
      return new TransitionError(definition.noun, from, event, by, 'state', message);
    }
    if (!row.by.includes(by)) {
      const message = `This ${definition.noun} cannot ${says} by ${PRINCIPAL_NAMES[by]}.`;
      return new TransitionError(definition.noun, from, event, by, 'principal', message);
    }
    return row;
  };
  const allowed = (from: S, event: E, by: Principal) => !(check(from, event, by) instanceof TransitionError);

  return {
    noun: definition.noun,
    states,
    events,
    transitions,
    next(from, event, by) {
      const checked = check(from, event, by);
      if (checked instanceof TransitionError) throw checked;
      return checked.to;
    },
    can: allowed,
    allowedEvents: (from, by) => events.filter((event) => allowed(from, event, by)),
  };
}
