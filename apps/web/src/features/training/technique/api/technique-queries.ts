import { useMutation } from '@tanstack/react-query';
import { type RpcInput, rpc } from '@/lib/rpc';

// chat_biomechanics: the bar workout's notes and reps, analysed on the server (counts in the plan's month).

export function useAnalyzeTechnique() {
  return useMutation({
    mutationFn: (input: RpcInput<'chat_biomechanics'>) => rpc('chat_biomechanics', input),
  });
}
