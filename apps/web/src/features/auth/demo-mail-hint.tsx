import { useQuery } from '@tanstack/react-query';
import { mailDeliveryQuery } from './api/mail-delivery';

/**
 * In the local demo no mail leaves the machine: the sign-up box says where the link is (issue 21
 * item 5). Elsewhere (real mail) it says nothing.
 */
export function DemoMailHint() {
  const delivery = useQuery(mailDeliveryQuery);
  const outbox = delivery.data?.outbox_path;
  if (!outbox) return null;
  return (
    <p className="mt-2 text-sm" data-testid="demo-mail-hint">
      Modo demonstração: nenhum e-mail sai desta máquina. O link está na{' '}
      <a href={outbox} target="_blank" rel="noreferrer" className="font-medium underline">
        caixa de saída ({outbox})
      </a>
      .
    </p>
  );
}
