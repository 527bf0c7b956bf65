import { api } from '@homewise/platform';
import type { ContactRequest, ContactResponse } from '@homewise/contracts';

/** `POST /api/contact`: stores the message and mails it to support. */
export async function sendContactMessage(request: ContactRequest): Promise<ContactResponse> {
  const response = await api.post<ContactResponse>('/contact', request);
  return response.data;
}
