import { isIsoDate } from '@homewise/finance';
import type { ExtraPayment } from '@homewise/contracts';
import { MAX_AMOUNT, MAX_AMOUNT_MESSAGE, readNumber } from '../../shared/number-input';

/** An extra payment's fields as typed: the record form and a row being edited. */
export interface PaymentForm {
  paymentDate: string;
  amount: string;
}

export type PaymentFormErrors = Partial<Record<keyof PaymentForm, string>>;

export const EMPTY_PAYMENT_FORM: PaymentForm = { paymentDate: '', amount: '' };

export const paymentFormOf = (payment: ExtraPayment): PaymentForm => ({
  paymentDate: payment.paymentDate.slice(0, 10),
  amount: Number(payment.amount).toFixed(2),
});

/**
 * What the form records (spec section 5: date and amount both required, amount in cents), or
 * the messages to show at the fields. The amount is sent as typed, so no float noise reaches
 * the server ("0.1" stays "0.10", never 0.1000000000000000055).
 */
export function readPaymentForm(form: PaymentForm): { payment: { paymentDate: string; amount: string } | null; errors: PaymentFormErrors } {
  const errors: PaymentFormErrors = {};
  if (!form.paymentDate) errors.paymentDate = 'Enter the payment date.';
  else if (!isIsoDate(form.paymentDate)) errors.paymentDate = 'Enter a real date.';
  const amount = readNumber(form.amount, {
    required: 'Enter the amount.',
    min: { value: 0.01, message: 'Enter an amount of at least $0.01.' },
    max: { value: MAX_AMOUNT, message: MAX_AMOUNT_MESSAGE },
  });
  if (amount.error !== undefined) errors.amount = amount.error;
  else if (!/^\d+(\.\d{1,2})?$/.test(form.amount.trim().replace(/,/g, ''))) errors.amount = 'Enter dollars and cents (at most 2 decimals).';
  if (errors.paymentDate || errors.amount || amount.value === undefined) return { payment: null, errors };
  return { payment: { paymentDate: form.paymentDate, amount: amount.value.toFixed(2) }, errors };
}
