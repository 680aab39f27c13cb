/** The signed-in user's own account: their profile and numbers, which enrolling changes. */
export const accountKeys = {
  all: ['account'] as const,
  profile: (userId: string) => [...accountKeys.all, 'profile', userId] as const,
};
