// The turmas feature's query keys (issue 24): one prefix, so a change reads every turma view again.

export const turmaKeys = {
  all: ['turmas'] as const,
  /** Prefix of the trainer's lists (with or without the archived ones). */
  lists: ['turmas', 'list'] as const,
  list: (includeArchived: boolean) => ['turmas', 'list', includeArchived ? 'all' : 'active'] as const,
  board: (id: string) => ['turmas', 'board', id] as const,
  invites: (id: string) => ['turmas', 'invites', id] as const,
  preview: (token: string) => ['turmas', 'preview', token] as const,
};
