import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import type { ApiError } from '../../../lib/http';
import { refreshVisitor } from '../state/visitor-store';

export interface LoginInput {
  /** Email or username. */
  login: string;
  password: string;
}

/** `POST /api/auth/login`; on success the visitor state is refreshed. */
export function useLogin() {
  return useMutation<unknown, ApiError, LoginInput>({
    mutationFn: (input) => apiRequest('/api/auth/login', { method: 'POST', body: input }),
    onSuccess: () => refreshVisitor(),
  });
}
