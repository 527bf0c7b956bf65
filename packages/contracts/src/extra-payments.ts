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
