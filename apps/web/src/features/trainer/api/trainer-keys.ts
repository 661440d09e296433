// The trainer feature's query keys (kept here: the shared factory is not this feature's).

export const trainerKeys = {
  profile: ['trainer', 'profile'] as const,
  invites: ['trainer', 'invites'] as const,
  students: ['trainer', 'students'] as const,
};
