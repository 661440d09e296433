import { RetryAlert, type RetryProps } from '@/components/retry-alert';

/** A dashboard card whose data did not load: what failed and a retry. */
export function CardError({ message, ...retry }: { message: string } & RetryProps) {
  return <RetryAlert title={message} description="Verifique sua conexão e tente novamente." {...retry} />;
}
