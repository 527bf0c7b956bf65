/** A recorded extra principal payment. */
export interface ExtraPayment {
  id: string;
  mortgageProfileId: string;
  paymentDate: string;
  amount: number;
  createdAt: string;
}

/** `POST /api/extra-payments` */
export interface CreateExtraPaymentRequest {
  mortgageProfileId: string;
  paymentDate: string;
  amount: number | string;
}

/** `PATCH /api/extra-payments/{id}` */
export interface UpdateExtraPaymentRequest {
  paymentDate?: string;
  amount?: number | string;
}

/**
 * The most extra payments one mortgage profile holds (the API answers 409 past it): a payment
 * every month of a 50-year loan, far more than anyone records, and a bound on what one account
 * can store.
 */
export const EXTRA_PAYMENTS_PER_PROFILE = 600;
