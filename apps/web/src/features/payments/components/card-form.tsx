import type { SandboxCard } from '@phonehaat/shared';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  caretAfterDigits,
  digitsOf,
  formatCardNumber,
  formatExpiry,
  MAX_CARD_DIGITS,
  parseExpiry,
} from '../utils/card-format';
import { m } from '@/paraglide/messages.js';

/** The sandbox's test card, typed as shown whatever the language. */
export const TEST_CARD = '4242 4242 4242 4242';
export const TEST_MODE_NOTE = () => m.pay_test_mode({ card: TEST_CARD });

export interface CardFormProps {
  /** The payment has been prepared with the gateway ("the card payment script is ready", spec §5). */
  ready: boolean;
  /** A payment is in flight. */
  paying: boolean;
  /** The provider's message of the last failure, shown in red under the form (spec §8). */
  error?: string;
  onPay: (card: SandboxCard) => void;
}

type Field = 'number' | 'expiry' | 'cvc';
interface LocalError {
  field: Field;
  message: string;
}

/** What a card form can tell before asking the gateway, in the gateway's own words; the rest the gateway checks. */
function check(number: string, expiry: string, cvc: string): LocalError | null {
  if (digitsOf(number).length < 13) return { field: 'number', message: m.pay_card_incomplete() };
  if (!parseExpiry(expiry)) return { field: 'expiry', message: m.pay_expiry_incomplete() };
  if (cvc.length < 3) return { field: 'cvc', message: m.pay_cvc_incomplete() };
  return null;
}

/**
 * The sandbox gateway's card form (test mode): card number in groups of four as it is typed, expiry MM / YY and
 * CVC, each labelled and with the autocomplete tokens that let a phone fill them in. Pay stays disabled until the
 * payment is ready and while one is in flight.
 */
export function CardForm({ ready, paying, error, onPay }: CardFormProps) {
  const id = useId();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [localError, setLocalError] = useState<LocalError | null>(null);
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);
  const message = localError?.message ?? error;
  const errorId = `${id}-error`;

  const onNumberChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const caret = input.selectionStart ?? input.value.length;
    let digits = digitsOf(input.value).slice(0, MAX_CARD_DIGITS);
    let before = digitsOf(input.value.slice(0, caret)).length;
    // Deleting a group's space alone would change nothing: delete the digit beside it instead.
    const inputType = (event.nativeEvent as InputEvent).inputType;
    if (digits === digitsOf(number)) {
      if (inputType === 'deleteContentBackward' && before > 0) {
        digits = digits.slice(0, before - 1) + digits.slice(before);
        before -= 1;
      } else if (inputType === 'deleteContentForward') {
        digits = digits.slice(0, before) + digits.slice(before + 1);
      }
    }
    const formatted = formatCardNumber(digits);
    // Write the value ourselves so the caret stays where the person is typing, not at the end.
    input.value = formatted;
    const position = caretAfterDigits(formatted, before);
    if (document.activeElement === input) input.setSelectionRange(position, position);
    setNumber(formatted);
    if (localError?.field === 'number') setLocalError(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || paying) return;
    const problem = check(number, expiry, cvc);
    setLocalError(problem);
    if (problem) {
      ({ number: numberRef, expiry: expiryRef, cvc: cvcRef })[problem.field].current?.focus();
      return;
    }
    const date = parseExpiry(expiry);
    if (!date) return;
    onPay({ number: digitsOf(number), expMonth: date.expMonth, expYear: date.expYear, cvc });
  };

  const invalid = (field: Field) => (localError?.field === field ? true : undefined);
  const describedBy = (field: Field) => (localError?.field === field ? errorId : undefined);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={m.pay_card_details()} className="space-y-4">
      <p className="rounded-field border border-info/30 bg-info/10 px-3 py-2 text-sm text-base-content">
        {TEST_MODE_NOTE()}
      </p>
      <div>
        <label htmlFor={`${id}-number`} className="mb-1 block font-medium">
          {m.pay_card_number()}
        </label>
        <input
          ref={numberRef}
          id={`${id}-number`}
          name="cardnumber"
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={MAX_CARD_DIGITS + 4}
          className="input w-full font-mono tracking-wide"
          value={number}
          onChange={onNumberChange}
          readOnly={paying}
          aria-invalid={invalid('number')}
          aria-describedby={describedBy('number')}
        />
      </div>
      <div className="grid grid-cols-2 items-end gap-3">
        <div>
          <label htmlFor={`${id}-expiry`} className="mb-1 block font-medium">
            {m.pay_expiry()} <span className="font-normal text-muted">{m.pay_expiry_hint()}</span>
          </label>
          <input
            ref={expiryRef}
            id={`${id}-expiry`}
            name="exp-date"
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={m.pay_expiry_placeholder()}
            maxLength={7}
            className="input w-full font-mono"
            value={expiry}
            onChange={(event) => {
              setExpiry(formatExpiry(event.currentTarget.value));
              if (localError?.field === 'expiry') setLocalError(null);
            }}
            readOnly={paying}
            aria-invalid={invalid('expiry')}
            aria-describedby={describedBy('expiry')}
          />
        </div>
        <div>
          <label htmlFor={`${id}-cvc`} className="mb-1 block font-medium">
            CVC
          </label>
          <input
            ref={cvcRef}
            id={`${id}-cvc`}
            name="cvc"
            type="text"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            className="input w-full font-mono"
            value={cvc}
            onChange={(event) => {
              setCvc(digitsOf(event.currentTarget.value).slice(0, 4));
              if (localError?.field === 'cvc') setLocalError(null);
            }}
            readOnly={paying}
            aria-invalid={invalid('cvc')}
            aria-describedby={describedBy('cvc')}
          />
        </div>
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={!ready || paying}>
        {(paying || !ready) && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {paying ? m.pay_paying() : m.pay_pay()}
      </button>
      {!ready && !paying && (
        <p role="status" className="text-center text-sm text-muted">
          {m.pay_preparing()}
        </p>
      )}
      {message && (
        <p id={errorId} role="alert" className="rounded-field bg-error/10 px-3 py-2 text-sm font-medium text-error">
          {message}
        </p>
      )}
    </form>
  );
}
