import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshMe } from './use-me';

export type SignUpInput = {
  companyName: string;
  companyNameAr?: string;
  businessType: string;
  firstName: string;
  lastName: string;
  firstNameAr?: string;
  lastNameAr?: string;
  email: string;
  password: string;
  country?: string;
  currency?: string;
};

export type SignUpResult = { userId: string; companyId: string };

export function signUp(input: SignUpInput): Promise<SignUpResult> {
  return api<SignUpResult>('/api/signup', { method: 'POST', body: input });
}

/** Sign-up also signs the new company admin in (the server sets the session cookie). */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      await signUp(input);
      return refreshMe(queryClient);
    },
  });
}
