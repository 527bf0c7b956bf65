import { api } from '@homewise/platform';
import type { CreateExtraPaymentRequest, ExtraPayment, UpdateExtraPaymentRequest } from '@homewise/contracts';

/** `POST /api/extra-payments`: answers the recorded payment. */
export async function createExtraPayment(body: CreateExtraPaymentRequest): Promise<ExtraPayment> {
  return (await api.post<ExtraPayment>('/extra-payments', body)).data;
}

/** `PATCH /api/extra-payments/{id}`: answers the updated payment. */
export async function updateExtraPayment(id: string, body: UpdateExtraPaymentRequest): Promise<ExtraPayment> {
  return (await api.patch<ExtraPayment>(`/extra-payments/${encodeURIComponent(id)}`, body)).data;
}

/** `DELETE /api/extra-payments/{id}` */
export async function deleteExtraPayment(id: string): Promise<void> {
  await api.delete(`/extra-payments/${encodeURIComponent(id)}`);
}
