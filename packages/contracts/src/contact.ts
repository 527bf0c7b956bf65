/** `POST /api/contact` */
export interface ContactRequest {
  name: string;
  email: string;
  message: string;
}

export interface ContactResponse {
  id: string;
  message: string;
}
