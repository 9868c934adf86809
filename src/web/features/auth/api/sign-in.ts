import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshMe } from './use-me';

export type SignInInput = { email: string; password: string };

export function signIn(input: SignInInput): Promise<unknown> {
  return api('/api/auth/sign-in/email', { method: 'POST', body: input });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await signIn(input);
      return refreshMe(queryClient);
    },
  });
}
