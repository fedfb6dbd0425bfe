import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import type { ApiError } from '../../../lib/http';
import { refreshVisitor } from '../state/visitor-store';

export interface SignupInput {
  email: string;
  password: string;
  username?: string;
}

/** `POST /api/auth/signup`; on success the visitor state is refreshed. */
export function useSignup() {
  return useMutation<unknown, ApiError, SignupInput>({
    mutationFn: (input) => apiRequest('/api/auth/signup', { method: 'POST', body: input }),
    onSuccess: () => refreshVisitor(),
  });
}
