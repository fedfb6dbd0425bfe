/** The home feature's query keys, spelled once. */
export const homeKeys = {
  all: ['home'] as const,
  recentSaves: ['home', 'recent-saves'] as const,
  lineup: (locale: string | null) => ['home', 'lineup', locale ?? 'default'] as const,
  setup: ['home', 'setup'] as const,
};
