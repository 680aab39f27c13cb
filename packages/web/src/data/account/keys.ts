/** The signed-in user's own account: their profile and numbers, which enrolling changes. */
export const accountKeys = {
  all: ['account'] as const,
  profile: (userId: string) => [...accountKeys.all, 'profile', userId] as const,
  /** Whether a mailed link still works (checkAccountLink), asked when its page opens. */
  link: (purpose: string, token: string) => [...accountKeys.all, 'link', purpose, token] as const,
};
