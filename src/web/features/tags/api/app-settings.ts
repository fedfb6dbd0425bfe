/**
 * App settings (docs/PRODUCT.md §3 "Settings", §7; docs/POCKET-COMPATIBILITY.md §3.6): POST
 * /v3/getAppSettings reads the user's settings blob and POST /v3/putAppSettings `{data}` merges
 * keys into it. The web client keeps the pinned tags there. A failed read shows "Unable to fetch
 * settings"; a failed write shows "Unable to save settings" and puts the previous value back.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { showToast } from '../../../lib/toast';

export interface AppSettings {
  pinnedTags?: string[];
  [key: string]: unknown;
}

interface SettingsReply {
  status: number;
  error: string | null;
  settings?: AppSettings;
}

export const appSettingsKey = ['appSettings'] as const;

function settingsOf(reply: SettingsReply | null): AppSettings {
  if (!reply || reply.status !== 1) throw new Error(reply?.error ?? 'Settings request failed');
  return reply.settings ?? {};
}

export async function getAppSettings(): Promise<AppSettings> {
  return settingsOf(
    await apiRequest<SettingsReply>('/v3/getAppSettings', { method: 'POST', body: {} }),
  );
}

/** Merges `data` into the stored settings and resolves with the whole result. */
export async function putAppSettings(data: Partial<AppSettings>): Promise<AppSettings> {
  return settingsOf(
    await apiRequest<SettingsReply>('/v3/putAppSettings', { method: 'POST', body: { data } }),
  );
}

export function useAppSettings() {
  return useQuery({
    queryKey: appSettingsKey,
    queryFn: async () => {
      try {
        return await getAppSettings();
      } catch (error) {
        // Offline, the banner already says so; a toast would only repeat it as an error.
        if (navigator.onLine) showToast({ message: 'Unable to fetch settings', tone: 'error' });
        throw error;
      }
    },
    // One attempt, one message: several components read the settings through this query.
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The pinned tags, in the order they were pinned (empty until the settings arrive). */
export function usePinnedTags(): string[] {
  const { data } = useAppSettings();
  return data?.pinnedTags ?? EMPTY;
}

const EMPTY: string[] = [];

/** The pinned tags with `tag` pinned (appended) or unpinned. */
export function togglePinned(pinned: readonly string[], tag: string): string[] {
  return pinned.includes(tag) ? pinned.filter((name) => name !== tag) : [...pinned, tag];
}

/**
 * Pins or unpins a tag (docs/PRODUCT.md §4 "Tagging": pin toggles the tag in the pinned-tags
 * setting). The change shows at once; on failure it is reverted with an error toast.
 */
export function useTogglePin() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['togglePinnedTag'],
    onMutate: async (tag: string) => {
      await client.cancelQueries({ queryKey: appSettingsKey });
      const before: AppSettings =
        client.getQueryData<AppSettings>(appSettingsKey) ??
        (await client.fetchQuery<AppSettings>({
          queryKey: appSettingsKey,
          queryFn: getAppSettings,
        }));
      const pinnedTags = togglePinned(before.pinnedTags ?? [], tag);
      client.setQueryData<AppSettings>(appSettingsKey, { ...before, pinnedTags });
      return { before, pinnedTags };
    },
    // Runs after onMutate: sends the list shown on screen (which includes earlier toggles).
    mutationFn: async (_tag: string) =>
      putAppSettings({
        pinnedTags: client.getQueryData<AppSettings>(appSettingsKey)?.pinnedTags ?? [],
      }),
    onError: (_error, _tag, context) => {
      if (context) client.setQueryData(appSettingsKey, context.before);
      showToast({ message: 'Unable to save settings', tone: 'error' });
    },
    onSuccess: (settings) => {
      // A later toggle still in flight has the newer list: keep it on screen.
      if (client.isMutating({ mutationKey: ['togglePinnedTag'] }) <= 1) {
        client.setQueryData(appSettingsKey, settings);
      }
    },
  });
}
