import { api } from '@homewise/platform';
import type { AuthResponse, LoginRequest, RequestResetRequest, ResetPasswordRequest, SignupRequest, VerifyEmailRequest } from '@homewise/contracts';

export async function login(body: LoginRequest): Promise<AuthResponse> {
  return (await api.post<AuthResponse>('/auth/login', body)).data;
}

export async function signup(body: SignupRequest): Promise<AuthResponse> {
  return (await api.post<AuthResponse>('/auth/signup', body)).data;
}

export async function requestReset(body: RequestResetRequest): Promise<void> {
  await api.post('/auth/request-reset', body);
}

export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await api.post('/auth/reset-password', body);
}

/** `POST /api/auth/verify-email`: uses the link's token once; answers the confirmation to show. */
export async function verifyEmail(body: VerifyEmailRequest): Promise<string> {
  return (await api.post<{ message: string }>('/auth/verify-email', body)).data.message;
}
