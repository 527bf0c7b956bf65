import { api } from '@homewise/platform';
import type { AuthResponse, LoginRequest, RequestResetRequest, ResetPasswordRequest, SignupRequest } from '@homewise/contracts';

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
