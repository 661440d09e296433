import { toast } from 'sonner';

/** Copies the turma's link, saying whether it worked. */
export async function copyLink(url: string) {
  try {
    if (!navigator.clipboard) throw new Error('clipboard unavailable');
    await navigator.clipboard.writeText(url);
    toast.success('Link copiado', { description: 'Envie o link à turma (WhatsApp, e-mail...).' });
  } catch {
    toast.error('Erro ao copiar', { description: 'Selecione o link e copie manualmente.' });
  }
}
