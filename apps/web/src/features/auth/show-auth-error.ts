import { toast } from 'sonner';
import { ApiError, errorMessage } from '@/lib/api-error';

/** An auth call failed: 'Muitas tentativas' for the rate limit, else the title; the server's message below. */
export function showAuthError(title: string, error: unknown) {
  if (error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS') {
    toast.error('Muitas tentativas', { description: error.message });
  } else {
    toast.error(title, { description: errorMessage(error) });
  }
}
