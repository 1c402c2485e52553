/** Query keys of Ask Odo: everything under ['ask-odo'] is refetched after a change. */
export const askOdoKeys = {
  all: ['ask-odo'] as const,
  threads: ['ask-odo', 'threads'] as const,
  thread: (id: string) => ['ask-odo', 'thread', id] as const,
};
