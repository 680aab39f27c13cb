export const updateKeys = {
  all: ['mentor-updates'] as const,
  feed: () => [...updateKeys.all, 'feed'] as const,
  mine: () => [...updateKeys.all, 'mine'] as const,
};
